import {
  adminCompany,
  adminCompanyPage,
  adminCompanyQuery,
  companyIdParams,
  messageResponse,
  updateAdminCompanyInput,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCtx } from '../../../platform/auth.js';
import { formBodyTypes } from '../../../platform/body-parsers.js';
import type { ConsoleDeps } from '../console-deps.js';
import * as companies from './companies.service.js';

/** The operator's companies: list, subscription edit, suspension, activation and deletion. */
export function companiesRoutes(deps: ConsoleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['super-admin'];
    const security = [{ operatorBearer: [] }];
    app.addHook('onRequest', app.requireAdmin);

    app.get(
      '/api/super-admin/companies',
      {
        schema: {
          tags,
          security,
          summary: 'Şirketler, en yeni önce (ad, kod, sahip adı ya da e-postasıyla aranır; durumla süzülür)',
          querystring: adminCompanyQuery,
          response: { 200: adminCompanyPage },
        },
      },
      async (request) => companies.listCompanies(deps, request.query),
    );

    app.put(
      '/api/super-admin/companies/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Şirketin paketini ve abonelik bitiş tarihini ayarlar (boşsa bugünden 30 gün; geçmiş bir tarih aboneliği hemen bitirir)',
          consumes: formBodyTypes,
          params: companyIdParams,
          body: updateAdminCompanyInput,
          response: { 200: adminCompany },
          errors: [400],
        },
      },
      async (request) => companies.updateCompany(deps, adminCtx(request), request.params.id, request.body),
    );

    // Suspension and activation: each refused (409) when the company is already in the state asked.
    const stateChanges = [
      {
        path: 'suspend',
        summary: 'Aktif şirketi askıya alır: çalışanlarının oturumları kapanır, giriş yapamazlar',
        change: companies.suspendCompany,
      },
      {
        path: 'activate',
        summary: 'Aktif olmayan şirketi aktif yapar (süresi geçmişse bugünden 30 gün)',
        change: companies.activateCompany,
      },
    ] as const;
    for (const { path, summary, change } of stateChanges)
      app.post(
        `/api/super-admin/companies/:id/${path}`,
        {
          schema: { tags, security, summary, params: companyIdParams, response: { 200: adminCompany }, errors: [409] },
        },
        async (request) => change(deps, adminCtx(request), request.params.id),
      );

    app.delete(
      '/api/super-admin/companies/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Şirketi ve ona ait her şeyi (kişiler, görevler, mesajlar, raporlar, duyurular, satın almalar, dosyalar) siler; gövde almaz (konsol önce şirketin adını yazdırır)',
          params: companyIdParams,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        await companies.deleteCompany(deps, adminCtx(request), request.params.id);
        return { message: 'Şirket silindi' };
      },
    );
  };
}

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

    app.post(
      '/api/super-admin/companies/:id/suspend',
      {
        schema: {
          tags,
          security,
          summary: 'Aktif şirketi askıya alır: çalışanlarının oturumları kapanır, giriş yapamazlar',
          params: companyIdParams,
          response: { 200: adminCompany },
          // Not active.
          errors: [409],
        },
      },
      async (request) => companies.suspendCompany(deps, adminCtx(request), request.params.id),
    );

    app.post(
      '/api/super-admin/companies/:id/activate',
      {
        schema: {
          tags,
          security,
          summary: 'Aktif olmayan şirketi aktif yapar (süresi geçmişse bugünden 30 gün)',
          params: companyIdParams,
          response: { 200: adminCompany },
          // Already active.
          errors: [409],
        },
      },
      async (request) => companies.activateCompany(deps, adminCtx(request), request.params.id),
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

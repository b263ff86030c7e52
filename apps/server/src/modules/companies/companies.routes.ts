import {
  company,
  companySettingsInput,
  createCompanyInput,
  createCompanyResponse,
  joinCompanyInput,
  regenerateCodeResponse,
  joinCompanyResponse,
} from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx, userCtx } from '../../platform/auth.js';
import { formBodyTypes } from '../../platform/body-parsers.js';
import { toUserPublic } from '../../platform/user-public.js';
import * as companies from './companies.service.js';
import type { CompaniesDeps } from './companies.service.js';

/** Creating the employer's company, reading and setting it, its code, joining it with the code. */
export function companiesRoutes(deps: CompaniesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/companies/create',
      {
        config: { budget: 'account' },
        schema: {
          tags: ['companies'],
          summary: 'İşverenin şirketini oluşturur',
          body: createCompanyInput,
          response: { 201: createCompanyResponse },
          // The employer has a company already.
          errors: [409],
        },
        onRequest: app.authenticate,
      },
      async (request, reply) => {
        const created = await companies.createCompany(deps, userCtx(request), request.body);
        return reply
          .status(201)
          .send({ message: 'Şirket başarıyla oluşturuldu', company_id: created.id, company: created });
      },
    );

    app.get(
      '/api/companies/my',
      {
        schema: { tags: ['companies'], summary: 'Kendi şirketim', response: { 200: company }, errors: [404] },
        onRequest: app.requireMember,
      },
      async (request) => companies.getCompany(deps, memberCtx(request)),
    );

    app.put(
      '/api/companies/my/settings',
      {
        config: { budget: 'changes' },
        schema: {
          tags: ['companies'],
          summary: 'Şirket ayarlarını değiştirir: mesajlaşma kuralı (işveren)',
          consumes: formBodyTypes,
          body: companySettingsInput,
          response: { 200: company },
          errors: [404],
        },
        onRequest: app.requireMember,
      },
      async (request) => companies.updateSettings(deps, memberCtx(request), request.body),
    );

    app.post(
      '/api/companies/regenerate-code',
      {
        config: { budget: 'account' },
        schema: {
          tags: ['companies'],
          summary: 'Şirket kodunu yeniler (işveren)',
          response: { 200: regenerateCodeResponse },
        },
        onRequest: app.requireMember,
      },
      async (request) => ({ code: await companies.regenerateCode(deps, memberCtx(request)) }),
    );

    app.post(
      '/api/companies/join',
      {
        config: { budget: 'account' },
        schema: {
          tags: ['companies'],
          summary: 'Şirket koduyla katılır; işveren onayına kadar beklemede kalır',
          body: joinCompanyInput,
          response: { 200: joinCompanyResponse },
          // Already in a company.
          errors: [409],
        },
        onRequest: app.authenticate,
      },
      async (request) => {
        const user = await companies.joinCompany(deps, userCtx(request), request.body.company_code);
        return {
          message: 'Şirkete katılma isteğiniz alındı. İşvereninizin onayını bekleyin.',
          user: toUserPublic(user),
        };
      },
    );
  };
}

import { adminDashboard, adminLoginAnswer, adminLoginInput } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../platform/security.js';
import * as admin from './admin.service.js';
import type { AdminDeps } from './admin.service.js';

/** The operator's sign-in and the platform's figures. */
export function adminRoutes(deps: AdminDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['super-admin'];

    app.post(
      '/api/super-admin/login',
      {
        config: authRateLimit(app),
        schema: {
          tags,
          summary:
            'Platform yöneticisi girişi: oturum, ya da iki adımlı doğrulama açıksa ikinci adımın anahtarı (POST /api/super-admin/login/two-factor). Hesap, art arda birkaç hatalı denemeden sonra kısa bir süre kilitlenir (429)',
          security: [],
          body: adminLoginInput,
          response: { 200: adminLoginAnswer },
          errors: [401],
        },
      },
      async (request) => {
        const outcome = await admin.adminLogin(deps, request.body, request.ip);
        if ('challenge' in outcome) return outcome.challenge;
        return {
          access_token: outcome.accessToken,
          token_type: 'bearer' as const,
          admin: admin.toAdminPublic(outcome.admin),
        };
      },
    );

    app.get(
      '/api/super-admin/dashboard',
      {
        schema: {
          tags,
          summary: 'Platform özeti',
          security: [{ operatorBearer: [] }],
          response: { 200: adminDashboard },
        },
        onRequest: app.requireAdmin,
      },
      async () => admin.adminDashboard(deps),
    );
  };
}

import { adminDashboard, adminLoginInput, adminLoginResponse } from '@vazife/contract';
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
          summary: 'Platform yöneticisi girişi',
          security: [],
          body: adminLoginInput,
          response: { 200: adminLoginResponse },
          errors: [401],
        },
      },
      async (request) => {
        const { accessToken, admin: row } = await admin.adminLogin(deps, request.body);
        return { access_token: accessToken, token_type: 'bearer' as const, admin: admin.toAdminPublic(row) };
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

import { auditLogPage, auditLogQuery } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as audit from './audit.service.js';
import type { AuditDeps } from './audit.service.js';

/** The operator's audit log: read by the operator alone. */
export function auditRoutes(deps: AuditDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/super-admin/audit-log',
      {
        schema: {
          tags: ['super-admin'],
          security: [{ operatorBearer: [] }],
          summary: 'Platform yöneticisi işlem kaydı, en yeni önce (tür, işlem, yönetici ve tarihle süzülür)',
          querystring: auditLogQuery,
          response: { 200: auditLogPage },
        },
        onRequest: app.requireAdmin,
      },
      async (request) => audit.listAuditLog(deps, request.query),
    );
  };
}

import { revenueStats } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConsoleDeps } from '../console-deps.js';
import * as revenue from './revenue.service.js';

/** The platform's revenue from approved purchases. */
export function revenueRoutes(deps: ConsoleDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/super-admin/stats/revenue',
      {
        schema: {
          tags: ['super-admin'],
          security: [{ operatorBearer: [] }],
          summary: 'Bu ayın geliri, aktif abonelikler ve son 12 ayın gelir dizisi (İstanbul ayları)',
          response: { 200: revenueStats },
        },
        onRequest: app.requireAdmin,
      },
      async () => revenue.revenueStats(deps),
    );
  };
}

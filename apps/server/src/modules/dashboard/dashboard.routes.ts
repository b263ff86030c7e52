import { dashboardStats } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import * as dashboard from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/stats',
    {
      schema: { tags: ['dashboard'], summary: 'Pano istatistikleri', response: { 200: dashboardStats } },
      onRequest: app.requireMember,
    },
    async (request) => dashboard.dashboardStats(app.deps.database.db, memberCtx(request)),
  );
};

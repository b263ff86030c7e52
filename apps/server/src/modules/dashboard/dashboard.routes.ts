import { dashboardStats } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import * as dashboard from './dashboard.service.js';
import type { DashboardDeps } from './dashboard.service.js';

/** The stats cards of the home screen. */
export function dashboardRoutes(deps: DashboardDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dashboard/stats',
      {
        schema: { tags: ['dashboard'], summary: 'Pano istatistikleri', response: { 200: dashboardStats } },
        onRequest: app.requireMember,
      },
      async (request) => dashboard.dashboardStats(deps, memberCtx(request)),
    );
  };
}

import { employeeAnalytics, employeeIdParams, taskHistory } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import { csvAnswer, sendCsv } from '../../platform/csv.js';
import * as analytics from './analytics.service.js';
import type { AnalyticsDeps } from './analytics.service.js';

/** A staff member's performance analysis and task history. */
export function analyticsRoutes(deps: AnalyticsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['analytics'];
    app.addHook('onRequest', app.requireMember);

    app.get(
      '/api/analytics/employee/:id',
      {
        schema: {
          tags,
          summary: 'Çalışanın performans analizi',
          params: employeeIdParams,
          response: { 200: employeeAnalytics },
        },
      },
      async (request) => analytics.employeeAnalytics(deps, memberCtx(request), request.params.id),
    );

    app.get(
      '/api/analytics/employee/:id/task-history',
      {
        schema: {
          tags,
          summary: 'Çalışanın tamamladığı son görevler',
          params: employeeIdParams,
          response: { 200: taskHistory },
        },
      },
      async (request) => analytics.taskHistory(deps, memberCtx(request), request.params.id),
    );

    app.get(
      '/api/analytics/employee/:id/export.csv',
      {
        schema: {
          tags,
          summary: 'Çalışanın performans analizi ve tamamladığı bütün görevler CSV olarak (en çok 50.000 satır)',
          params: employeeIdParams,
          response: { 200: csvAnswer },
        },
      },
      async (request, reply) => {
        const file = await analytics.exportAnalytics(deps, memberCtx(request), request.params.id);
        return sendCsv(reply, file.filename, file.chunks);
      },
    );
  };
}

import { employeeAnalytics, employeeIdParams, taskHistory } from '@vazife/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberCtx } from '../../platform/auth.js';
import * as analytics from './analytics.service.js';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
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
    async (request) => analytics.employeeAnalytics(db, memberCtx(request), request.params.id),
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
    async (request) => analytics.taskHistory(db, memberCtx(request), request.params.id),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { analyticsRoutes } from './analytics.routes.js';
import type { AnalyticsDeps } from './analytics.service.js';

/** A staff member's performance: the score and the task history behind it. */
const analyticsPlugin: FastifyPluginAsync = async (app) => {
  const deps: AnalyticsDeps = { db: app.deps.database.db };
  await app.register(analyticsRoutes(deps));
};

export const analyticsModule = defineModule({ name: 'analytics', routes: analyticsPlugin });

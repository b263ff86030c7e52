import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { dashboardRoutes } from './dashboard.routes.js';
import type { DashboardDeps } from './dashboard.service.js';

/** The home screen's figures. */
const dashboardPlugin: FastifyPluginAsync = async (app) => {
  const deps: DashboardDeps = { db: app.deps.database.db };
  await app.register(dashboardRoutes(deps));
};

export const dashboardModule = defineModule({ name: 'dashboard', routes: dashboardPlugin });

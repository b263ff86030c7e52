import { defineModule } from '../../platform/module.js';
import { dashboardRoutes } from './dashboard.routes.js';

/** The home screen's figures. */
export const dashboardModule = defineModule({ name: 'dashboard', routes: dashboardRoutes });

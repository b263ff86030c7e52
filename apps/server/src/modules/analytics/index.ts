import { defineModule } from '../../platform/module.js';
import { analyticsRoutes } from './analytics.routes.js';

/** A staff member's performance: the score and the task history behind it. */
export const analyticsModule = defineModule({ name: 'analytics', routes: analyticsRoutes });

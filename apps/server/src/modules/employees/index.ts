import { defineModule } from '../../platform/module.js';
import { employeesRoutes } from './employees.routes.js';

/** The company's staff: approval, roles, permissions, removal. */
export const employeesModule = defineModule({ name: 'employees', routes: employeesRoutes });

import { defineModule } from '../../platform/module.js';
import { employeesRoutes } from './employees.routes.js';

/** The company's staff: approval, roles, permissions, removal. */
export const employeesModule = defineModule({ name: 'employees', routes: employeesRoutes });

// What the benchmarks measure without HTTP: the list as the route builds it.
export { listEmployees } from './employees.service.js';
export { toEmployee } from './employee-mapper.js';

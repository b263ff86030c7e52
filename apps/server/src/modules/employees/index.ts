import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { employeesRoutes } from './employees.routes.js';
import type { EmployeesDeps } from './employees.service.js';

/** The company's staff: approval, roles, permissions, removal. */
const employeesPlugin: FastifyPluginAsync = async (app) => {
  const deps: EmployeesDeps = { db: app.deps.database.db, bus: app.deps.bus };
  await app.register(employeesRoutes(deps));
};

export const employeesModule = defineModule({ name: 'employees', routes: employeesPlugin });

// What the benchmarks measure without HTTP: the list as the route builds it.
export { listEmployees } from './employees.service.js';
export { toEmployee } from './employee.mapper.js';

import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { companiesRoutes } from './companies.routes.js';
import type { CompaniesDeps } from './companies.service.js';

/** The employer's company: creating it, its code and settings, joining it with the code. */
const companiesPlugin: FastifyPluginAsync = async (app) => {
  const deps: CompaniesDeps = { db: app.deps.database.db, bus: app.deps.bus };
  await app.register(companiesRoutes(deps));
};

export const companiesModule = defineModule({ name: 'companies', routes: companiesPlugin });

// What other modules use of companies: creating one, resolving a code, its seats, rejections, and
// a join request (in the join's transaction, then after its commit).
export {
  companyIdForCode,
  companyName,
  createCompanyForOwner,
  latestRejectionBy,
  lockSeats,
  recordRejection,
  seatLimit,
} from './companies.service.js';
export { announceJoinRequest, recordJoinRequest, type JoinRequest } from './join-requests.service.js';

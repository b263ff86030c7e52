import { defineModule } from '../../platform/module.js';
import { companiesRoutes } from './companies.routes.js';

/** The employer's company: creating it, its code and settings, joining it with the code. */
export const companiesModule = defineModule({ name: 'companies', routes: companiesRoutes });

// What other modules use of companies: creating one, resolving a code, its seats, rejections, and
// what follows a join request.
export {
  companyIdForCode,
  companyName,
  createCompanyForOwner,
  latestRejectionBy,
  lockSeats,
  recordRejection,
  seatLimit,
} from './companies.service.js';
export { announceJoinRequest } from './join-requests.js';

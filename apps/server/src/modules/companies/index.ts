// What other modules use of companies: creating one, resolving a code, its seats, rejections, and
// what follows a join request.
export {
  companyIdForCode,
  companyName,
  createCompanyForOwner,
  lockSeats,
  recordRejection,
  seatLimit,
} from './companies.service.js';
export { announceJoinRequest } from './join-requests.js';

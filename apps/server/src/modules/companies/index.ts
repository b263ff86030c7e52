// What other modules use of companies: creating one, resolving a code, and its seats.
export { companyIdForCode, createCompanyForOwner, lockSeats, seatLimit } from './companies.service.js';

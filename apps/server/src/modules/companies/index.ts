// What other modules use of companies: creating one, resolving a code, its seats, and rejections.
export {
  companyIdForCode,
  companyName,
  createCompanyForOwner,
  latestRejectionBy,
  lockSeats,
  recordRejection,
  seatLimit,
} from './companies.service.js';

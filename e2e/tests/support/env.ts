/** The operator the e2e server is started with (playwright.config.ts). */
export const adminCredentials = { username: 'operator', password: 'operator-sifre-123' };

/**
 * The fake PayTR's merchant credentials (playwright.config.ts starts it with them); a journey stores
 * the same in the operator's PayTR settings (support/paytr.ts).
 */
export const fakePaytrMerchant = {
  merchantId: '200002',
  merchantKey: 'E2eMagazaAnahtari',
  merchantSalt: 'E2eMagazaTuzu',
};

/** The operator the e2e server is started with (playwright.config.ts). */
export const adminCredentials = { username: 'operator', password: 'operator-sifre-123' };

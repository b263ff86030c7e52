import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminCredentials, fakePaytrMerchant } from './env.js';

/** The operator's token, through the sign-in call (the e2e operator has no second step). */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/super-admin/login', { data: adminCredentials });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The operator signs in to the console in the browser (the journey's own screens start there). */
export async function operatorSignsIn(page: Page): Promise<void> {
  await page.goto('/super-admin/login');
  await page.getByTestId('admin-username').fill(adminCredentials.username);
  await page.getByTestId('admin-password').fill(adminCredentials.password);
  await page.getByTestId('admin-login-submit').click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard/);
}

/**
 * The fake PayTR's credentials in the operator's PayTR settings, active and in test mode (the
 * first call stores them, a later one writes them again): what the console's PayTR tab saves.
 */
export async function paytrConfigured(request: APIRequestContext, token: string): Promise<void> {
  const current = await request.get('/api/super-admin/paytr-settings', { headers: bearer(token) });
  expect(current.ok(), await current.text()).toBeTruthy();
  const exists = ((await current.json()) as { exists: boolean }).exists;
  const form = {
    merchant_id: fakePaytrMerchant.merchantId,
    merchant_key: fakePaytrMerchant.merchantKey,
    merchant_salt: fakePaytrMerchant.merchantSalt,
    is_test_mode: 'true',
    is_active: 'true',
  };
  const saved = exists
    ? await request.put('/api/super-admin/paytr-settings', { headers: bearer(token), form })
    : await request.post('/api/super-admin/paytr-settings', { headers: bearer(token), form });
  expect(saved.ok(), await saved.text()).toBeTruthy();
}

export interface PlanMade {
  id: string;
  name: string;
  price: number;
}

/**
 * A plan on sale, made through the operator's call (for journeys whose subject is elsewhere). A new
 * company's trial takes the cheapest active plan's seats: journeys give theirs room for everyone.
 */
export async function planOnSale(
  request: APIRequestContext,
  token: string,
  plan: { name: string; price: number; max_users: number },
): Promise<PlanMade> {
  const res = await request.post('/api/super-admin/plans', {
    headers: bearer(token),
    data: { ...plan, description: 'Uçtan uca deneme paketi', features: ['Sınırsız görev'] },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as PlanMade;
}

/**
 * Ends a company's subscription the way the operator would change it: its end date set a moment
 * ahead (the console refuses a date already past), then waited out. The server counts a company
 * past its end date as ended at once, before the expiry job has run (platform/auth.ts).
 */
export async function subscriptionEnded(
  request: APIRequestContext,
  token: string,
  companyId: string,
  planId: string,
): Promise<void> {
  const end = new Date(Date.now() + 2_000);
  const res = await request.put(`/api/super-admin/companies/${companyId}`, {
    headers: bearer(token),
    data: { subscription_plan_id: planId, subscription_end_date: end.toISOString() },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const left = end.getTime() - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left + 250));
}

/** An active bank account for transfers, made through the operator's call. */
export async function bankAccountOnSale(request: APIRequestContext, token: string, bankName: string): Promise<void> {
  const res = await request.post('/api/super-admin/bank-accounts', {
    headers: bearer(token),
    data: { bank_name: bankName, account_holder: 'Vazife Yazılım A.Ş.', iban: 'TR330006100519786457841326' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

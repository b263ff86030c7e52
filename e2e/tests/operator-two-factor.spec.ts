import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminCredentials } from './support/env.js';
import { captureScreens } from './support/screens.js';
import { totpCode } from './support/totp.js';

/** The operator's token, before two-factor is on. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const answer = await (await request.post('/api/super-admin/login', { data: adminCredentials })).json();
  return answer.access_token;
}

/**
 * Turns two-factor off again, whatever became of the test: other journeys sign the same operator in
 * with the password alone. An after-each hook runs even when the test ran out of time, where a
 * `finally` inside it would be abandoned with the test's own promise.
 */
let turnOff: ((request: APIRequestContext) => Promise<void>) | null = null;
test.afterEach(async ({ request }) => {
  const off = turnOff;
  turnOff = null;
  await off?.(request);
});

test('the operator signs in with a second step: a recovery code, then the code of the app', async ({
  page,
  request,
}) => {
  // Enrolment through the API (the console's panel has its own component tests).
  const token = await operatorToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const setup = await (await request.post('/api/super-admin/two-factor/setup', { headers: auth })).json();
  const enabled = await request.post('/api/super-admin/two-factor/enable', {
    headers: auth,
    data: { code: totpCode(setup.secret) },
  });
  expect(enabled.status()).toBe(200);
  // Turning it on ended the token it was turned on with: the answer carries the next one.
  const { recovery_codes: codes, access_token: nextToken } = await enabled.json();
  turnOff = async (client) => {
    const off = await client.post('/api/super-admin/two-factor/disable', {
      headers: { authorization: `Bearer ${nextToken}` },
      data: { password: adminCredentials.password, recovery_code: codes[1] },
    });
    expect(off.status()).toBe(200);
  };

  await page.goto('/super-admin/login');
  await page.getByTestId('admin-username').fill(adminCredentials.username);
  await page.getByTestId('admin-password').fill(adminCredentials.password);
  await page.getByTestId('admin-login-submit').click();
  await expect(page.getByTestId('admin-two-factor-form')).toBeVisible();
  await expect(page.getByText('İki adımlı doğrulama')).toBeVisible();

  await page.getByTestId('admin-two-factor-code').fill('000000');
  await page.getByTestId('admin-two-factor-submit').click();
  await expect(page.getByTestId('admin-two-factor-error')).toContainText('Doğrulama kodu hatalı');
  await captureScreens(page, 'admin-two-factor');

  await page.getByTestId('admin-two-factor-switch').click();
  await page.getByTestId('admin-two-factor-recovery').fill(codes[0]);
  await page.getByTestId('admin-two-factor-submit').click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
  await page.getByTestId('admin-logout').click();
  await expect(page).toHaveURL(/\/super-admin\/login$/);

  // The app's code, the step after the enrolment's: a code is taken once.
  await page.getByTestId('admin-username').fill(adminCredentials.username);
  await page.getByTestId('admin-password').fill(adminCredentials.password);
  await page.getByTestId('admin-login-submit').click();
  await page.getByTestId('admin-two-factor-code').fill(totpCode(setup.secret, Date.now() + 30_000));
  await page.getByTestId('admin-two-factor-submit').click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
});

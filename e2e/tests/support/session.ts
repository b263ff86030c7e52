import { expect, type Page } from '@playwright/test';

/** Signs in through the sign-in screen, as a person does: for journeys about signing in and sessions. */
export async function signIn(page: Page, address: string, password = 'parola123'): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(address);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Opens the dashboard signed in as `address`, without the sign-in screen: the API's sign-in, and its
 * token and user stored where the web app keeps them (apps/web/src/lib/storage.ts), as the screen
 * stores them. For journeys about what comes after; loading and filling the sign-in screen took a
 * second or more each time, dozens of times a run.
 */
export async function signedIn(page: Page, address: string, password = 'parola123'): Promise<void> {
  const answer = await page.request.post('/api/auth/login', { data: { email: address, password } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const { access_token: token, user } = (await answer.json()) as { access_token: string; user: unknown };
  // Any address of the app's origin gives its storage; this one loads no app.
  await page.goto('/api/platform/settings');
  await page.evaluate(
    (session) => {
      window.localStorage.setItem('token', session.token);
      window.localStorage.setItem('user', session.user);
    },
    { token, user: JSON.stringify(user) },
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The address is the dashboard's before any script has run: the journey goes on once the signed-in
  // app has drawn its header, as it does after the sign-in screen's redirect.
  await expect(page.getByTestId('profile-menu')).toBeVisible();
}

import { expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { approvedStaff } from './support/messaging.js';
import { phone } from './support/phone.js';
import { captureScreens } from './support/screens.js';
import { signIn } from './support/session.js';

/**
 * "Tüm cihazlardan çıkış yap" on one phone: the other phone, left alone on its dashboard, hears it
 * through its live stream (the server ends the stream, and the reconnect is answered 401 with the
 * reason) and lands on the sign-in page saying that the session was closed from another device.
 */
test('signing out of every device tells the other phone why', async ({ browser, request }) => {
  const suffix = Date.now().toString(36).slice(-4);
  const boss = await employerWithCompany(request, `Oturum Lojistik ${suffix}`);
  const worker = await approvedStaff(request, boss, 'Ali Çelik', 'isci');
  const [first, second] = await Promise.all([browser.newContext(phone), browser.newContext(phone)]);
  const here = await first.newPage();
  const there = await second.newPage();
  await signIn(here, worker.email);
  await signIn(there, worker.email);
  // The other phone does nothing from here on: what reaches it comes through its stream.
  await expect(there.locator('html')).toHaveAttribute('data-live', 'live');

  await here.getByTestId('bottom-nav-settings').tap();
  await here.getByTestId('settings-tab-password').tap();
  await here.getByTestId('logout-all').tap();
  await here.getByTestId('confirm-button').tap();
  // This phone asked for it: a plain sign-in page.
  await expect(here).toHaveURL(/\/login$/);
  await expect(here.getByTestId('login-email')).toBeVisible();
  await expect(here.getByTestId('session-ended-notice')).toHaveCount(0);

  const notice = there.getByTestId('session-ended-notice');
  await expect(there).toHaveURL(/\/login$/);
  await expect(notice).toHaveText(/^Oturumunuz başka bir cihazdan kapatıldı\./);
  await captureScreens(there, 'mobile-session-ended', { widths: [360] });

  // Said once: a reload is a plain sign-in page, and signing in again works.
  await there.reload();
  await expect(there.getByTestId('login-email')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await signIn(there, worker.email);
  await Promise.all([first.close(), second.close()]);
});

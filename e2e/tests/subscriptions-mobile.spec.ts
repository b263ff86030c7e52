import { devices, expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { holdCountdown } from './support/countdown.js';
import { pressInPaymentPage } from './support/paytr.js';

import { bankAccountOnSale, operatorToken, paytrConfigured, planOnSale } from './support/operator.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

// A phone: Pixel 7 touch emulation (isMobile, hasTouch) at 360 px wide, on the config's Chromium.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, viewport: { width: 360, height: 780 } });

/** The phone's screens of buying: light and dark, axe on each (support/screens.ts). */
const phoneScreens = (page: Parameters<typeof captureScreens>[0], name: string) =>
  captureScreens(page, `mobile-${name}`, { widths: [360] });

/**
 * Buying on a phone: the overlay from the profile menu, the purchase dialog (transfer and card),
 * PayTR's frame full screen, a refused card's page and its retry, then a paid card's page.
 */
test('an employer buys a subscription by card on a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-4);
  const token = await operatorToken(request);
  await paytrConfigured(request, token);
  const plan = await planOnSale(request, token, { name: `Mobil Paket ${suffix}`, price: 149.5, max_users: 100 });
  await bankAccountOnSale(request, token, `Mobil Bankası ${suffix}`);
  const boss = await employerWithCompany(request, `Mobil Abonelik ${suffix}`);

  await signedIn(page, boss.email);
  await page.getByTestId('profile-menu').tap();
  await page.getByTestId('menu-subscription').tap();
  const overlay = page.getByTestId('subscription-overlay');
  const card = overlay.getByTestId('plan-card').filter({ hasText: plan.name });
  await expect(card).toBeVisible();
  await phoneScreens(page, 'subscription-overlay');

  await card.getByTestId('plan-buy').tap();
  await page
    .getByTestId('bank-account')
    .filter({ hasText: `Mobil Bankası ${suffix}` })
    .tap();
  await phoneScreens(page, 'purchase-dialog-bank');
  await page.getByTestId('purchase-method').getByText('Kredi Kartı', { exact: true }).tap();
  await page.getByTestId('purchase-phone').fill('0532 111 22 33');
  await phoneScreens(page, 'purchase-dialog-card');
  await page.getByTestId('purchase-submit').tap();
  let frame = page.frameLocator('[data-testid="paytr-frame"]');
  await expect(frame.getByRole('button', { name: 'Başarısız' })).toBeVisible();
  await expect(page.getByTestId('paytr-loading')).toBeHidden();
  await phoneScreens(page, 'paytr-modal');

  // Refused: the failed page, whose retry opens the overlay again.
  await pressInPaymentPage(page, frame, 'Başarısız', 'tap');
  await expect(page).toHaveURL(/\/payment-failed/);
  await expect(page.getByTestId('payment-failed')).toBeVisible();
  await phoneScreens(page, 'payment-failed');
  await page.getByTestId('payment-failed-retry').tap();
  await expect(page.getByRole('dialog', { name: 'Abonelik' })).toBeVisible();

  // Paid: the success page with the new end date (its countdown home held for the screens).
  await overlay.getByTestId('plan-card').filter({ hasText: plan.name }).getByTestId('plan-buy').tap();
  await page.getByTestId('purchase-method').getByText('Kredi Kartı', { exact: true }).tap();
  await page.getByTestId('purchase-phone').fill('0532 111 22 33');
  await page.getByTestId('purchase-submit').tap();
  frame = page.frameLocator('[data-testid="paytr-frame"]');
  await holdCountdown(page);
  await pressInPaymentPage(page, frame, 'Ödemeyi tamamla', 'tap');
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByTestId('payment-success-end')).toBeVisible();
  await phoneScreens(page, 'payment-success');
  await page.getByTestId('payment-success-home').tap();
  await expect(page).toHaveURL(/\/dashboard/);
});

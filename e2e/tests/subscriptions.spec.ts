import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { fakePaytrMerchant } from './support/env.js';
import { approvedStaff } from './support/messaging.js';
import { operatorSignsIn, operatorToken, paytrConfigured, planOnSale, subscriptionEnded } from './support/operator.js';
import { holdCountdown } from './support/countdown.js';
import { pressInPaymentPage } from './support/paytr.js';
import { captureScreens, screenshot } from './support/screens.js';
import { signedIn } from './support/session.js';

/** A one-page PDF, as small as a PDF gets: the operator's invoice. */
const invoicePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A valid Turkish IBAN (its check digits hold). */
const iban = 'TR330006100519786457841326';

async function openTab(page: Page, tab: string) {
  await page.getByTestId(`console-tab-${tab}`).click();
  await expect(page.getByTestId(`console-panel-${tab}`)).toBeVisible();
}

/** The console's tab at desktop width, light and dark, with axe in both. */
async function captureTab(page: Page, tab: string) {
  await expect(page.getByTestId(`console-panel-${tab}`).locator('.mantine-Loader-root')).toHaveCount(0);
  await captureScreens(page, `console-${tab}`, { widths: [1280] });
}

/**
 * The bank transfer, end to end: the operator makes a plan and a bank account in the console; the
 * employer buys the plan by transfer in the subscription overlay; the operator approves the
 * purchase and uploads its invoice; the employer finds the purchase approved and downloads the
 * invoice. Every console tab is photographed on the way.
 */
test('a bank transfer from the overlay is approved and its invoice downloaded', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-4);
  const planName = `Havale Paketi ${suffix}`;
  const bankName = `Deneme Bankası ${suffix}`;
  const boss = await employerWithCompany(request, `Havale Lojistik ${suffix}`);

  // The operator: a plan and a bank account, through the console's forms.
  await operatorSignsIn(page);
  await openTab(page, 'plans');
  await page.getByTestId('plan-add').click();
  await page.getByTestId('plan-name').fill(planName);
  await page.getByTestId('plan-price').fill('249,90');
  await page.getByTestId('plan-max-users').fill('25');
  await page.getByTestId('plan-features').fill('Sınırsız görev\nRaporlar');
  await page.getByTestId('plan-submit').click();
  await expect(page.getByTestId('plan-form')).toBeHidden();
  await expect(page.getByTestId('console-panel-plans')).toContainText(planName);

  await openTab(page, 'bank-accounts');
  await page.getByTestId('bank-add').click();
  await page.getByTestId('bank-name').fill(bankName);
  await page.getByTestId('bank-holder').fill('Vazife Yazılım A.Ş.');
  await page.getByTestId('bank-iban').fill(iban);
  await page.getByTestId('bank-submit').click();
  await expect(page.getByTestId('bank-form')).toBeHidden();
  await expect(page.getByTestId('console-panel-bank-accounts')).toContainText(bankName);

  // The fake PayTR's credentials in the PayTR tab; its connection test reaches the fake.
  await openTab(page, 'paytr');
  await page.getByTestId('paytr-merchant-id').fill(fakePaytrMerchant.merchantId);
  await page.getByTestId('paytr-merchant-key').fill(fakePaytrMerchant.merchantKey);
  await page.getByTestId('paytr-merchant-salt').fill(fakePaytrMerchant.merchantSalt);
  if (!(await page.getByTestId('paytr-active').isChecked())) await page.getByTestId('paytr-active').check();
  await page.getByTestId('paytr-save').click();
  await expect(page.getByTestId('paytr-test')).toBeEnabled();
  await page.getByTestId('paytr-test').click();
  await expect(page.getByTestId('paytr-test-answer')).toBeVisible();

  // The employer: the overlay from the header, the plan, three months by transfer.
  const employer = await context.newPage();
  await signedIn(employer, boss.email);
  await employer.getByTestId('subscription-button').click();
  const overlay = employer.getByTestId('subscription-overlay');
  await expect(overlay.getByTestId('plan-card').first()).toBeVisible();
  const card = overlay.getByTestId('plan-card').filter({ hasText: planName });
  await expect(card).toBeVisible();
  await captureScreens(employer, 'subscription-overlay', { widths: [1280] });
  await card.getByTestId('plan-buy').click();
  await expect(employer.getByTestId('purchase-plan')).toContainText(planName);
  await employer.getByTestId('purchase-duration').getByText('3 ay', { exact: true }).click();
  await expect(employer.getByTestId('purchase-total')).toContainText('749,70');
  await employer.getByTestId('bank-account').filter({ hasText: bankName }).click();
  await captureScreens(employer, 'purchase-dialog-bank', { widths: [1280] });
  await employer.getByTestId('purchase-submit').click();
  await expect(employer.getByTestId('purchase-success')).toBeVisible();
  await employer.getByTestId('purchase-success').getByRole('button').click();
  const row = overlay.getByTestId('purchase-row').filter({ hasText: planName });
  await expect(row.getByTestId('purchase-status')).toHaveText('Beklemede');

  // The operator approves it and uploads the invoice.
  await page.bringToFront();
  await openTab(page, 'purchases');
  const purchase = page.getByTestId('console-panel-purchases').locator('tr').filter({ hasText: planName });
  await purchase.getByRole('button', { name: 'Onayla' }).click();
  await page.getByTestId('purchase-notes').fill('Havale hesaba geçti.');
  await page.getByTestId('purchase-dialog-submit').click();
  // The tab opens on the waiting ones: the approved purchase is under "Onaylandı".
  await expect(purchase).toHaveCount(0);
  await page.getByTestId('purchase-status-filter').getByText('Onaylandı', { exact: true }).click();
  await expect(purchase.getByText('Onaylandı')).toBeVisible();
  await purchase.getByRole('button', { name: /Fatura yükle/ }).click();
  await page.getByTestId('purchase-invoice-input').setInputFiles({
    name: 'fatura.pdf',
    mimeType: 'application/pdf',
    buffer: invoicePdf,
  });
  await page.getByTestId('purchase-dialog-submit').click();
  await expect(page.getByText('Fatura yüklendi')).toBeVisible();
  // The row says it is invoiced, and its link opens the PDF with the operator's own grant, no header.
  await expect(purchase.getByText('Faturalı')).toBeVisible();
  const operatorLink = await purchase.getByRole('link', { name: 'Faturayı aç' }).getAttribute('href');
  const opened = await request.get(operatorLink!);
  expect(opened.status()).toBe(200);
  expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await captureScreens(page, 'console-purchases-invoiced', { widths: [1280] });

  // Every tab of the console, now that each has something to show.
  for (const tab of [
    'overview',
    'companies',
    'plans',
    'purchases',
    'bank-accounts',
    'paytr',
    'slider',
    'settings',
    'audit',
  ]) {
    await openTab(page, tab);
    await captureTab(page, tab);
  }

  // The employer: the purchase approved, the invoice downloaded.
  await employer.bringToFront();
  await employer.reload();
  await employer.getByTestId('subscription-button').click();
  await expect(row.getByTestId('purchase-status')).toHaveText('Onaylandı');
  const download = employer.waitForEvent('download');
  await row.getByTestId('purchase-invoice').click();
  const file = await download;
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const company = await (
    await request.get('/api/companies/my', { headers: { authorization: `Bearer ${boss.token}` } })
  ).json();
  expect(company.subscription_status).toBe('active');
  expect(company.is_trial).toBe(false);
});

/** The employer's card purchase of `planName` for a month, up to PayTR's frame in the overlay. */
async function cardPaymentOpened(page: Page, planName: string, shots: boolean) {
  await page.getByTestId('subscription-button').click();
  const card = page.getByTestId('subscription-overlay').getByTestId('plan-card').filter({ hasText: planName });
  await card.getByTestId('plan-buy').click();
  await page.getByTestId('purchase-method').getByText('Kredi Kartı', { exact: true }).click();
  await page.getByTestId('purchase-phone').fill('0532 111 22 33');
  if (shots) await captureScreens(page, 'purchase-dialog-card', { widths: [1280] });
  await page.getByTestId('purchase-submit').click();
  await expect(page.getByRole('dialog', { name: 'Kartla güvenli ödeme' })).toBeVisible();
  const frame = page.frameLocator('[data-testid="paytr-frame"]');
  await expect(frame.getByRole('button', { name: 'Ödemeyi tamamla' })).toBeVisible();
  await expect(page.getByTestId('paytr-loading')).toBeHidden();
  return frame;
}

/** The purchase dialog of `planName` for `months`, its server quote shown; closed by the caller. */
async function dialogOf(page: Page, planName: string, months: string) {
  const card = page.getByTestId('subscription-overlay').getByTestId('plan-card').filter({ hasText: planName });
  await card.getByTestId('plan-buy').click();
  await page.getByTestId('purchase-duration').getByText(months, { exact: true }).click();
  await expect(page.getByTestId('purchase-placement')).toBeVisible();
}

/**
 * The card, end to end through the fake PayTR: "Ödemeyi tamamla" in its frame sends the signed
 * notification to the server and the browser to /payment-success, where the new end date shows
 * (and GET /api/companies/my has it). Then, on the paid plan, the dialog of a dearer plan credits
 * its unused days and that of a cheaper one starts after it (both photographed at 360 and 1280 px,
 * light and dark); "Başarısız" ends on /payment-failed with PayTR's reason, the purchase refused.
 */
test('a card payment through PayTR extends the subscription; a failed one is told', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-4);
  const token = await operatorToken(request);
  await paytrConfigured(request, token);
  const plan = await planOnSale(request, token, { name: `Kart Paketi ${suffix}`, price: 199.9, max_users: 100 });
  const dearer = await planOnSale(request, token, { name: `Kart Plus ${suffix}`, price: 399.9, max_users: 100 });
  const cheaper = await planOnSale(request, token, { name: `Kart Mini ${suffix}`, price: 179.9, max_users: 100 });
  const boss = await employerWithCompany(request, `Kart Lojistik ${suffix}`);
  const myCompany = async () =>
    (await request.get('/api/companies/my', { headers: { authorization: `Bearer ${boss.token}` } })).json();
  const before = (await myCompany()).subscription_end_date as string;

  await signedIn(page, boss.email);
  const frame = await cardPaymentOpened(page, plan.name, true);
  await captureScreens(page, 'paytr-modal', { widths: [1280] });
  await pressInPaymentPage(page, frame, 'Ödemeyi tamamla');

  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByTestId('payment-success-end')).toBeVisible();
  const after = await myCompany();
  expect(Date.parse(after.subscription_end_date)).toBeGreaterThan(Date.parse(before));
  expect(after.is_trial).toBe(false);
  const shown = await page.getByTestId('payment-success-end').textContent();
  expect(shown).toContain(
    new Date(after.subscription_end_date).toLocaleDateString('tr-TR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Istanbul',
    }),
  );
  // The page goes home by itself after a few seconds; its screens are taken with that countdown held.
  await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  await holdCountdown(page);
  await page.goto('/payment-success');
  await expect(page.getByTestId('payment-success-end')).toBeVisible();
  await captureScreens(page, 'payment-success', { widths: [1280] });
  await page.getByTestId('payment-success-home').click();
  await expect(page).toHaveURL(/\/dashboard/);

  // On the paid plan: a dearer one starts now, the unused paid days taken off its price ...
  await page.getByTestId('subscription-button').click();
  await dialogOf(page, dearer.name, '3 ay');
  await expect(page.getByTestId('purchase-credit')).toContainText(`için`);
  await expect(page.getByTestId('purchase-credit')).toContainText(plan.name);
  await expect(page.getByTestId('purchase-placement')).toContainText('bugün başlar');
  await captureScreens(page, 'purchase-dialog-credit');
  await page.getByRole('dialog', { name: 'Paket satın al' }).getByRole('button', { name: 'İptal' }).click();
  // ... and a cheaper one waits for it to end.
  await dialogOf(page, cheaper.name, '1 ay');
  await expect(page.getByTestId('purchase-placement')).toContainText('itibaren');
  await expect(page.getByTestId('purchase-credit')).toHaveCount(0);
  await captureScreens(page, 'purchase-dialog-queued');
  await page.getByRole('dialog', { name: 'Paket satın al' }).getByRole('button', { name: 'İptal' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('subscription-overlay')).toBeHidden();

  // A refused card: the result page with PayTR's reason, and the purchase refused.
  const failing = await cardPaymentOpened(page, plan.name, false);
  await pressInPaymentPage(page, failing, 'Başarısız');
  await expect(page).toHaveURL(/\/payment-failed/);
  await expect(page.getByTestId('payment-failed')).toBeVisible();
  await expect(page.getByTestId('payment-failed-reason')).toContainText('Kart limiti yetersiz');
  await captureScreens(page, 'payment-failed', { widths: [1280] });
  const purchases = await (
    await request.get('/api/subscriptions/my-purchases', { headers: { authorization: `Bearer ${boss.token}` } })
  ).json();
  expect(purchases.map((each: { status: string }) => each.status).sort()).toEqual(['onaylandi', 'reddedildi']);
  expect((await myCompany()).subscription_end_date).toBe(after.subscription_end_date);
});

/**
 * An ended subscription: the employer sees the banner, "Yeni Görev" is off with the reason beside
 * it, and the server refuses a task all the same (402). The staff's phones: expired-writes.spec.ts.
 */
test('an expired company’s employer sees the banner and cannot create a task', async ({ page, request }) => {
  const suffix = Date.now().toString(36).slice(-4);
  const token = await operatorToken(request);
  const plan = await planOnSale(request, token, { name: `Biten Paket ${suffix}`, price: 299, max_users: 100 });
  const boss = await employerWithCompany(request, `Biten Lojistik ${suffix}`);
  const staff = await approvedStaff(request, boss, 'Deniz Arslan', 'isci');
  await subscriptionEnded(request, token, boss.company.id, plan.id);

  await signedIn(page, boss.email);
  const banner = page.getByTestId('subscription-banner');
  await expect(banner).toHaveAttribute('data-kind', 'expired');
  await expect(banner).toContainText('süre');
  await expect(page.getByTestId('new-task-button')).toBeDisabled();
  await expect(page.getByTestId('write-block-reason').first()).toHaveText('Aboneliğinizin süresi doldu');
  await screenshot(page, 'subscription-expired-402-1280-light.png');
  const refused = await request.post('/api/tasks/create', {
    headers: { authorization: `Bearer ${boss.token}` },
    multipart: { title: 'Depo sayımı', description: 'A blok', assigned_to: staff.id, priority: 'orta' },
  });
  expect(refused.status()).toBe(402);
  const tasks = await (
    await request.get('/api/tasks/my', { headers: { authorization: `Bearer ${boss.token}` } })
  ).json();
  expect((Array.isArray(tasks) ? tasks : tasks.tasks).length).toBe(0);
});

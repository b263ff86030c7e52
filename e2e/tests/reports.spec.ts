import { expect, test, type Page } from '@playwright/test';
import { email, employerWithCompany } from './support/api.js';
import { captureScreens } from './support/screens.js';

/** A tiny but real JPEG (a 48 px colour gradient) for the file picker. */
const jpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAwADADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAQME/8QAFRABAQAAAAAAAAAAAAAAAAAAABL/xAAWAQEBAQAAAAAAAAAAAAAAAAAEBQb/xAAXEQADAQAAAAAAAAAAAAAAAAAAAQID/9oADAMBAAIRAxEAPwDTIlaRKRmytdEZErSJNzYW6IyJWkSdmw10apErSJZ/NjLojIlaRJubDXRGRKsiTs2GujVIlaRLP5sZdEZErSJNzYa6IyJWkSdmwt0f/9k=',
  'base64',
);

async function signIn(page: Page, address: string, password = 'parola123') {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(address);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The reports journey: a worker writes an incident report with a photo; the employer, whose list
 * is open, sees it arrive live with its author, hears of it in the bell, filters and previews it.
 */
test('a worker’s incident report reaches the employer live, in the list and the bell', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const boss = await employerWithCompany(request, 'Rapor Lojistik');
  const workerEmail = email('isci');
  const registered = await request.post('/api/auth/register', {
    data: {
      name: 'Deniz Arslan',
      email: workerEmail,
      password: 'parola123',
      role: 'isci',
      company_code: boss.company.code,
    },
  });
  expect(registered.ok()).toBeTruthy();
  const workerId = (await registered.json()).user.id as string;
  const approved = await request.post(`/api/employees/${workerId}/approve`, {
    headers: { authorization: `Bearer ${boss.token}` },
  });
  expect(approved.ok()).toBeTruthy();

  // The employer keeps the reports tab open.
  await signIn(page, boss.email);
  await page.getByRole('link', { name: 'Raporlar' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByText('Bu süzgeçlere uyan rapor yok.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yeni Rapor' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'live');

  // The worker writes an incident report with a photo.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await signIn(workerPage, workerEmail);
  await workerPage.goto('/dashboard/reports');
  await workerPage.getByRole('button', { name: 'Yeni Rapor' }).click();
  await workerPage.getByTestId('report-type').click();
  await workerPage.getByRole('option', { name: 'Olay' }).click();
  await workerPage.getByRole('textbox', { name: /Başlık/ }).fill('Forklift rampada durdu');
  await workerPage
    .getByRole('textbox', { name: /İçerik/ })
    .fill('2 numaralı forklift rampada durdu; kimse yaralanmadı, alan kordon altına alındı.');
  await workerPage
    .getByTestId('report-file-input')
    .setInputFiles({ name: 'rampa.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await captureScreens(workerPage, 'reports-create', { themes: ['light'] });
  await workerPage.getByRole('button', { name: 'Raporu Gönder' }).click();
  await expect(workerPage.getByText('Rapor başarıyla oluşturuldu')).toBeVisible();
  await expect(workerPage.getByRole('article', { name: 'Forklift rampada durdu' })).toBeVisible();
  await workerContext.close();

  // It arrives in the employer's open list, with its author, and in the bell.
  const card = page.getByRole('article', { name: 'Forklift rampada durdu' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Deniz Arslan');
  await expect(page.getByTestId('report-count-olay')).toContainText('1');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-item').first()).toContainText('«Forklift rampada durdu»');
  await page.keyboard.press('Escape');
  await captureScreens(page, 'reports-list');
  await page.getByText('Bugün', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Bugün' })).toBeChecked();
  await expect(card).toBeVisible();
  await page.getByTestId('report-search').fill('yok böyle bir şey');
  await expect(page.getByText('Bu süzgeçlere uyan rapor yok.')).toBeVisible();
  await page.getByTestId('report-search').fill('forklift');
  await card.getByRole('button', { name: 'rampa.jpg önizlemesi' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'rampa.jpg önizlemesi' })).toBeVisible();
  await captureScreens(page, 'reports-preview', { themes: ['light'] });
});

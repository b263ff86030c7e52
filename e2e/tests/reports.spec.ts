import { expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { jpeg } from './support/files.js';
import { approvedStaff } from './support/messaging.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

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
  const { email: workerEmail } = await approvedStaff(request, boss, 'Deniz Arslan', 'isci');

  // The employer keeps the reports tab open.
  await signedIn(page, boss.email);
  await page.getByRole('link', { name: 'Raporlar' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await expect(page.getByText('Bu süzgeçlere uyan rapor yok.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yeni Rapor' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'live');

  // The worker writes an incident report with a photo.
  const workerContext = await browser.newContext();
  const workerPage = await workerContext.newPage();
  await signedIn(workerPage, workerEmail);
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

/** Today in Istanbul as `YYYY-MM-DD`, the date inputs' format. */
const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/**
 * Finding a report again: the employer narrows the list to a date range, then finds the worker's
 * report by a word typed without its Turkish letters, in the list's own box and in the header's
 * search, opens it from there and opens its image.
 */
test('the employer finds a worker’s report by its date and by a word typed without Turkish letters', async ({
  page,
  request,
}) => {
  test.slow();
  const boss = await employerWithCompany(request, 'Arama Lojistik');
  const worker = await approvedStaff(request, boss, 'Ece Yıldız', 'isci');
  const title = 'Soğutma ünitesi görev raporu';
  const created = await request.post('/api/reports/create', {
    headers: { authorization: `Bearer ${worker.token}` },
    multipart: {
      title,
      content: 'Kompresör ısındı; şalter kapatıldı, bakım ekibi çağrıldı.',
      report_type: 'bakim',
      report_file: { name: 'sogutucu.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    },
  });
  expect(created.status()).toBe(201);

  await signedIn(page, boss.email);
  await page.getByRole('link', { name: 'Raporlar' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();

  // A date range: a month long ago holds nothing, today holds the report.
  await page.getByText('Tarih aralığı', { exact: true }).click();
  await page.getByLabel('Başlangıç').fill('2025-01-01');
  await page.getByLabel('Bitiş').fill('2025-01-31');
  await expect(page.getByText('Bu süzgeçlere uyan rapor yok.')).toBeVisible();
  const today = istanbulToday();
  await page.getByLabel('Bitiş').fill(today);
  await page.getByLabel('Başlangıç').fill(today);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('report-count-bakim')).toContainText('1');
  // The list's own box folds Turkish as the search does: "sogutma" finds "Soğutma".
  await page.getByTestId('report-search').fill('sogutma unitesi');
  await expect(card).toBeVisible();
  await captureScreens(page, 'reports-date-filter');
  await page.getByTestId('report-search').fill('');

  // The header's search, with the word typed without its Turkish letters.
  await page.goto('/dashboard');
  await page.getByTestId('search-button').click();
  await page.getByTestId('search-input').fill('sogutma');
  const results = page.getByTestId('search-results');
  await expect(results.getByRole('group', { name: 'Raporlar' })).toContainText(title);
  await captureScreens(page, 'search-report');
  await results.getByRole('option', { name: new RegExp(title) }).click();
  // The link opens the report (`?report=…`), which the page then takes off its address.
  await expect(page).toHaveURL(/\/dashboard\/reports/);
  // Titled with the report's own title, not the list's "Raporlar".
  const opened = page.getByRole('dialog', { name: title }).getByRole('article', { name: title });
  await expect(opened).toBeVisible();
  await expect(opened).toContainText('Ece Yıldız');
  await captureScreens(page, 'search-report-opened');

  // Its image, full size.
  await opened.getByRole('button', { name: 'sogutucu.jpg önizlemesi' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'sogutucu.jpg önizlemesi' })).toBeVisible();
  await captureScreens(page, 'search-report-image');
});

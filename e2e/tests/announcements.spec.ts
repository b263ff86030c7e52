import { readFile } from 'node:fs/promises';
import { devices, expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { approvedStaff } from './support/messaging.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

// The worker is on a phone: Pixel 7 touch emulation (isMobile, hasTouch) at 360 px, as mobile.spec.ts.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
const phone = { ...pixel7, viewport: { width: 360, height: 780 } };

/** A small but whole PDF (one empty A4 page, its cross-reference table right) for the attachment. */
const pdf = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
    'xref',
    '0 4',
    '0000000000 65535 f ',
    '0000000009 00000 n ',
    '0000000056 00000 n ',
    '0000000111 00000 n ',
    'trailer <</Size 4 /Root 1 0 R>>',
    'startxref',
    '180',
    '%%EOF',
    '',
  ].join('\n'),
);

/*
 * How long the other screen may take: the live stream brings an event within a second; the
 * 3 s polling bound, and a fetch of the one announcement the event names, are the most it may take.
 */
const arrival = 3_000 + 1_500;

/**
 * The announcements journey: a manager publishes one with a PDF; a worker, on a phone with the
 * list open, sees it arrive without a reload, opens it (which marks it read) and downloads the
 * PDF; the manager finds the worker among its readers; the employer deletes it after the question,
 * and it leaves the worker's list live.
 */
test('a manager’s announcement reaches a worker’s phone live, is read and deleted', async ({ browser, request }) => {
  test.slow();
  const boss = await employerWithCompany(request, 'Duyuru Lojistik');
  const manager = await approvedStaff(request, boss, 'Murat Kaya', 'mudur');
  const worker = await approvedStaff(request, boss, 'Elif Şahin', 'isci');

  // The worker keeps the announcements tab open on the phone.
  const workerContext = await browser.newContext(phone);
  const workerPage = await workerContext.newPage();
  await signedIn(workerPage, worker.email);
  await workerPage.getByTestId('bottom-nav-announcements').tap();
  await expect(workerPage).toHaveURL(/\/dashboard\/announcements$/);
  await expect(workerPage.getByText('Henüz duyuru yok.')).toBeVisible();
  await expect(workerPage.getByRole('button', { name: 'Yeni Duyuru' })).toHaveCount(0);
  await expect(workerPage.locator('html')).toHaveAttribute('data-live', 'live');

  // The manager publishes one with a PDF.
  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  await signedIn(managerPage, manager.email);
  await managerPage.getByTestId('nav-announcements').click();
  await expect(managerPage).toHaveURL(/\/dashboard\/announcements$/);
  await managerPage.getByRole('button', { name: 'Yeni Duyuru' }).click();
  await managerPage.getByRole('textbox', { name: /Başlık/ }).fill('Cumartesi mesaisi');
  await managerPage
    .getByRole('textbox', { name: /Açıklama/ })
    .fill('Bu cumartesi 08.00–13.00 arası sayım yapılacak. Vardiya listesi ektedir; lütfen okuyun.');
  await managerPage
    .getByTestId('announcement-file-input')
    .setInputFiles({ name: 'vardiya-listesi.pdf', mimeType: 'application/pdf', buffer: pdf });
  await captureScreens(managerPage, 'announcements-create', { themes: ['light'] });
  await managerPage.getByRole('button', { name: 'Duyuruyu Yayımla' }).click();
  await expect(managerPage.getByText('Duyuru başarıyla oluşturuldu')).toBeVisible();
  const managerCard = managerPage.getByRole('article', { name: 'Cumartesi mesaisi' });
  await expect(managerCard.getByTestId('read-count')).toHaveText('0/2');

  // It arrives on the worker's phone without a reload: unread, with its attachment and in the bell.
  const workerCard = workerPage.getByRole('article', { name: 'Cumartesi mesaisi' });
  await expect(workerCard).toBeVisible({ timeout: arrival });
  await expect(workerCard.getByTestId('unread-marker')).toBeVisible();
  await expect(workerCard).toContainText('Murat Kaya');
  await expect(workerCard).toContainText('vardiya-listesi.pdf');
  await expect(workerCard.getByTestId('read-count')).toHaveCount(0);
  await expect(workerPage.getByTestId('notification-badge')).toHaveText('1');
  await captureScreens(workerPage, 'announcements-list');

  // The worker opens it, which marks it read, and downloads the PDF.
  await workerCard.getByRole('button', { name: /duyurusunu aç \(okunmadı\)/ }).tap();
  const opened = workerPage.getByRole('dialog', { name: 'Cumartesi mesaisi' });
  await expect(opened).toContainText('Vardiya listesi ektedir');
  await expect(opened.getByRole('button', { name: /Okuyanlar/ })).toHaveCount(0);
  await expect(opened.getByRole('button', { name: 'Sil' })).toHaveCount(0);
  await expect(workerCard.getByTestId('unread-marker')).toHaveCount(0);
  await captureScreens(workerPage, 'announcements-open');
  const downloading = workerPage.waitForEvent('download');
  await opened.getByRole('link', { name: 'İndir: vardiya-listesi.pdf' }).tap();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('vardiya-listesi.pdf');
  expect(await readFile(await download.path())).toEqual(pdf);
  await workerPage.keyboard.press('Escape');

  // The manager's count moves live, and the readers' list names the worker.
  await expect(managerCard.getByTestId('read-count')).toHaveText('1/2', { timeout: arrival });
  await managerCard.getByRole('button').click();
  await managerPage.getByRole('button', { name: 'Okuyanlar (1/2)' }).click();
  const reads = managerPage.getByRole('dialog', { name: 'Duyuruyu okuyanlar' });
  await expect(reads.getByTestId('readers')).toContainText('Elif Şahin');
  await expect(reads).toContainText('2 kişiden 1 kişi okudu');
  await captureScreens(managerPage, 'announcements-reads');
  await reads.getByRole('tab', { name: 'Okumayanlar (1)' }).click();
  await expect(reads.getByTestId('non-readers')).toContainText('Selin Aksoy');
  await managerContext.close();

  // The employer deletes it after the question; it leaves the worker's list live.
  const bossContext = await browser.newContext();
  const bossPage = await bossContext.newPage();
  await signedIn(bossPage, boss.email);
  await bossPage.goto('/dashboard/announcements');
  const bossCard = bossPage.getByRole('article', { name: 'Cumartesi mesaisi' });
  await expect(bossCard.getByTestId('read-count')).toHaveText('1/2');
  await bossCard.getByRole('button').click();
  await bossPage.getByRole('dialog', { name: 'Cumartesi mesaisi' }).getByRole('button', { name: 'Sil' }).click();
  const question = bossPage.getByRole('dialog', { name: 'Duyuruyu sil' });
  await expect(question).toContainText('“Cumartesi mesaisi” duyurusu ve eki silinecek. Bu işlem geri alınamaz.');
  await captureScreens(bossPage, 'announcements-delete', { themes: ['light'] });
  await question.getByTestId('confirm-button').click();
  await expect(bossPage.getByText('Duyuru başarıyla silindi')).toBeVisible();
  await expect(bossCard).toHaveCount(0);
  await expect(bossPage.getByText('Henüz duyuru yok.')).toBeVisible();

  await expect(workerCard).toHaveCount(0, { timeout: arrival });
  await expect(workerPage.getByText('Henüz duyuru yok.')).toBeVisible();
  await bossContext.close();
  await workerContext.close();
});

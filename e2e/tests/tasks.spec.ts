import { expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { jpeg, pdf } from './support/files.js';
import { approvedStaff } from './support/messaging.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

/**
 * The task journey: the employer creates a task with an image; the worker starts it and completes
 * it with a photo and a PDF; the employer sends it back; the worker completes again; the employer
 * adds information and approves; the analysis dialog shows the score.
 */
test('a task’s whole life, and the worker’s analysis', async ({ page, browser, request }) => {
  // Two people, two completion rounds and a dozen screens: longer than one screen's journey.
  test.slow();
  const boss = await employerWithCompany(request, 'Görev Lojistik');
  const { email: workerEmail } = await approvedStaff(request, boss, 'Deniz Arslan', 'isci');

  // Employer creates a task with an image.
  await signedIn(page, boss.email);
  await page.getByTestId('new-task-button').click();
  await page.getByTestId('task-title').fill('Raf etiketlerini yenile');
  await page.getByTestId('task-description').fill('B koridorundaki bütün raf etiketlerini yenileyin.');
  await page.getByTestId('task-assignee').click();
  await page.getByRole('option', { name: /Deniz Arslan/ }).click();
  await page.getByTestId('task-image').setInputFiles({ name: 'raf.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await captureScreens(page, 'task-create', { themes: ['light'] });
  await page.getByTestId('task-create-submit').click();
  const bossCard = page.getByTestId('task-card').filter({ hasText: 'Raf etiketlerini yenile' });
  await expect(bossCard).toBeVisible();
  await expect(bossCard).toHaveAttribute('data-status', 'atanmis');
  await captureScreens(page, 'tasks-employer');

  // Worker starts and completes with a photo and a PDF.
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await signedIn(worker, workerEmail);
  const card = worker.getByTestId('task-card').filter({ hasText: 'Raf etiketlerini yenile' });
  await card.getByTestId('task-start').click();
  await expect(card).toHaveAttribute('data-status', 'baslatildi');
  await card.getByTestId('task-complete').click();
  await worker.getByTestId('completion-note').fill('Etiketler yenilendi.');
  await worker.getByTestId('completion-files').setInputFiles([
    { name: 'sonra.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'tutanak.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await captureScreens(worker, 'task-complete-dialog', { themes: ['light'] });
  await worker.getByTestId('completion-submit').click();
  await expect(card).toHaveAttribute('data-status', 'tamamlandi');
  await captureScreens(worker, 'tasks-worker');

  // Employer sends it back with a note.
  await page.reload();
  await bossCard.getByTestId('task-request-revision').click();
  await page.getByTestId('revision-text').fill('Koridor sonundaki iki raf eksik.');
  await captureScreens(page, 'task-revision-dialog', { themes: ['light'] });
  await page.getByTestId('revision-submit').click();
  await expect(bossCard).toHaveAttribute('data-status', 'revize_gerekli');

  // Worker completes again.
  await worker.reload();
  await expect(card).toContainText('Koridor sonundaki iki raf eksik.');
  await card.getByTestId('task-recomplete').click();
  await worker.getByTestId('completion-note').fill('Eksik raflar da tamam.');
  await worker
    .getByTestId('completion-files')
    .setInputFiles([{ name: 'raflar.jpg', mimeType: 'image/jpeg', buffer: jpeg }]);
  await worker.getByTestId('completion-submit').click();
  await expect(card).toHaveAttribute('data-status', 'tamamlandi');

  // Employer adds information and approves.
  await page.reload();
  await bossCard.getByTestId('task-add-info').click();
  await page.getByTestId('info-text').fill('Müşteri denetimi cuma günü.');
  await captureScreens(page, 'task-info-dialog', { themes: ['light'] });
  await page.getByTestId('info-submit').click();
  await bossCard.getByTestId('task-approve').click();
  await expect(bossCard).toHaveAttribute('data-status', 'onaylandi');
  await captureScreens(page, 'tasks-approved');

  // Its summary: the timeline, the worker's note, evidence, the added information, both rounds.
  await bossCard.getByTestId('task-summary').click();
  const summary = page.getByTestId('task-summary-dialog');
  await expect(summary).toContainText('Müşteri denetimi cuma günü.');
  await expect(summary).toContainText('Koridor sonundaki iki raf eksik.');
  await captureScreens(page, 'task-summary-dialog', { themes: ['light'] });
  // Each round with its own note and files, in order, the send-back between them.
  const rounds = summary.getByTestId('completion-round');
  await expect(rounds).toHaveCount(2);
  await expect(rounds.nth(0)).toContainText('Etiketler yenilendi.');
  await expect(rounds.nth(0)).toContainText('tutanak.pdf');
  await expect(rounds.nth(0).getByRole('img', { name: 'sonra.jpg' })).toBeVisible();
  await expect(rounds.nth(1)).toContainText('Eksik raflar da tamam.');
  await expect(rounds.nth(1).getByRole('img', { name: 'raflar.jpg' })).toBeVisible();
  await expect(rounds.nth(1)).not.toContainText('tutanak.pdf');
  await summary.getByTestId('task-rounds').scrollIntoViewIfNeeded();
  await captureScreens(page, 'task-summary-rounds', { themes: ['light'] });
  await page.keyboard.press('Escape');
  await expect(summary).toBeHidden();

  // The detail dialog shows the same rounds.
  await bossCard.getByTestId('task-card-title').click();
  const detail = page.getByTestId('task-detail-dialog');
  await expect(detail.getByTestId('completion-round')).toHaveCount(2);
  await detail.getByTestId('task-rounds').scrollIntoViewIfNeeded();
  await captureScreens(page, 'task-detail-rounds', { themes: ['light'] });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The analysis dialog shows the score.
  await page.getByTestId('nav-employees').click();
  await page.getByTestId('tab-approved').click();
  await page.getByTestId('employee-card').filter({ hasText: 'Deniz Arslan' }).getByTestId('employee-analysis').click();
  await expect(page.getByTestId('analysis-dialog')).toBeVisible();
  // One task done, without a deadline: the score is the completion rate, the on-time rate has no data.
  await expect(page.getByTestId('analysis-score')).toContainText('100');
  await expect(page.getByTestId('analysis-on-time-rate')).toHaveText('—');
  await captureScreens(page, 'analysis-dialog');
  await workerContext.close();
});

import { expect, test } from '@playwright/test';
import { employerWithCompany } from './support/api.js';
import { approvedStaff } from './support/messaging.js';
import { operatorToken, planOnSale, subscriptionEnded } from './support/operator.js';
import { phone } from './support/phone.js';
import { captureScreens } from './support/screens.js';
import { signedIn } from './support/session.js';

test.use(phone);

const staffReason = 'Şirketin aboneliği sona erdi: işvereninize başvurun';
const employerReason = 'Aboneliğinizin süresi doldu';

/**
 * A company whose subscription has ended reads but does not write. On the worker's phone "Başlat",
 * "Yeni Rapor", "Yeni Sohbet" and the composer are off, each with the reason beside it (ask the
 * employer), while reading a chat still marks it read; on the employer's phone "Yeni Görev" and
 * "Yeni Duyuru" are off beside her reason, the banner offers the renewal, and signing out works.
 * The employer's tasks are also taken on a 1280 px desktop.
 */
test('an expired company’s phones say what is off and why, and still read', async ({ page, browser, request }) => {
  test.slow();
  const suffix = Date.now().toString(36).slice(-4);
  const operator = await operatorToken(request);
  const plan = await planOnSale(request, operator, { name: `Süresi Biten ${suffix}`, price: 299, max_users: 100 });
  const boss = await employerWithCompany(request, `Biten Depo ${suffix}`);
  const worker = await approvedStaff(request, boss, 'Ali Çelik', 'isci');
  const asBoss = { authorization: `Bearer ${boss.token}` };
  // Before the end: a task for the worker and a message to them.
  const task = await request.post('/api/tasks/create', {
    headers: asBoss,
    multipart: { title: 'Depo sayımı', description: 'A blok rafları', assigned_to: worker.id, priority: 'orta' },
  });
  expect(task.ok(), await task.text()).toBeTruthy();
  const sent = await request.post('/api/messages/send', {
    headers: asBoss,
    data: { receiver_id: worker.id, content: 'Sayımı bugün bitirelim.' },
  });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  await subscriptionEnded(request, operator, boss.company.id, plan.id);

  // The worker's phone: the banner says whom to ask; "Başlat" is off beside the same words.
  await signedIn(page, worker.email);
  const banner = page.getByTestId('subscription-banner');
  await expect(banner).toHaveAttribute('data-kind', 'expired');
  await expect(banner).toContainText('Yenilemesi için işvereninize başvurun');
  await expect(page.getByTestId('subscription-banner-open')).toHaveCount(0);
  const card = page.getByTestId('task-card').filter({ hasText: 'Depo sayımı' });
  await expect(card.getByTestId('task-start')).toBeDisabled();
  await expect(card.getByTestId('write-block-reason')).toHaveText(staffReason);
  await captureScreens(page, 'mobile-expired-worker-tasks', { widths: [360] });

  await page.getByTestId('bottom-nav-reports').tap();
  await expect(page.getByTestId('new-report')).toBeDisabled();
  await expect(page.getByTestId('write-block-reason')).toHaveText(staffReason);
  await captureScreens(page, 'mobile-expired-worker-reports', { widths: [360] });

  // Messages: nothing new starts, the chat reads (and is marked read), the composer says why.
  await page.getByTestId('bottom-nav-messages').tap();
  await expect(page.getByTestId('open-new-chat')).toBeDisabled();
  await page.getByTestId('chat-row').filter({ hasText: 'Selin Aksoy' }).tap();
  await expect(page.getByTestId('message').filter({ hasText: 'Sayımı bugün bitirelim.' })).toBeVisible();
  await expect(page.getByTestId('composer-closed')).toHaveText(staffReason);
  // The chat fits the screen below the banner: its foot is in view without scrolling the page.
  await expect(page.getByTestId('composer-closed')).toBeInViewport();
  await expect(page.getByTestId('composer-input')).toHaveCount(0);
  await expect(page.getByTestId('nav-messages-unread')).toHaveCount(0);
  const unread = await request.get('/api/messages/unread-count', {
    headers: { authorization: `Bearer ${worker.token}` },
  });
  expect(await unread.json()).toMatchObject({ unread_count: 0 });
  await captureScreens(page, 'mobile-expired-worker-chat', { widths: [360] });

  // The employer's phone: her reason beside "Yeni Görev" and "Yeni Duyuru", the renewal in the banner.
  const bossContext = await browser.newContext(phone);
  const bossPage = await bossContext.newPage();
  await signedIn(bossPage, boss.email);
  await expect(bossPage.getByTestId('subscription-banner-open')).toBeVisible();
  await expect(bossPage.getByTestId('new-task-button')).toBeDisabled();
  await expect(bossPage.getByTestId('write-block-reason').first()).toHaveText(employerReason);
  await captureScreens(bossPage, 'mobile-expired-employer-tasks', { widths: [360] });
  await bossPage.getByTestId('bottom-nav-announcements').tap();
  await expect(bossPage.getByTestId('new-announcement')).toBeDisabled();
  await expect(bossPage.getByTestId('write-block-reason')).toHaveText(employerReason);
  await captureScreens(bossPage, 'mobile-expired-employer-announcements', { widths: [360] });
  // Signing out is one of the writes an ended subscription allows.
  await bossPage.getByTestId('profile-menu').tap();
  await bossPage.getByTestId('menu-logout').tap();
  await expect(bossPage).toHaveURL(/\/login$/);
  await bossContext.close();

  // A desktop's view of the employer's disabled "Yeni Görev".
  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const deskPage = await desk.newPage();
  await signedIn(deskPage, boss.email);
  await expect(deskPage.getByTestId('new-task-button')).toBeDisabled();
  await expect(deskPage.getByTestId('write-block-reason').first()).toHaveText(employerReason);
  await captureScreens(deskPage, 'expired-employer-tasks', { widths: [1280] });
  await desk.close();
});

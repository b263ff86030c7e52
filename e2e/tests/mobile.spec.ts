import { devices, expect, test, type Page } from '@playwright/test';
import { email } from './support/api.js';
import { fifteenthOfNextMonth } from './support/deadline.js';
import { screenshot } from './support/screens.js';

// A phone: Pixel 7 touch emulation (isMobile, hasTouch) at 360 px wide, on the config's Chromium.
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
test.use({ ...pixel7, viewport: { width: 360, height: 780 } });

/** The screen as it is, in the theme it is in (dialogs are fixed to the viewport: no full page). */
async function shot(page: Page, name: string) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await screenshot(page, `mobile-${name}-360-${dark ? 'dark' : 'light'}.png`);
}

async function toggleTheme(page: Page, dark: boolean) {
  await page.getByTestId('theme-toggle').first().tap();
  await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
}

/**
 * The phone journey: an employer signs up on /register, is told so on the sign-in screen,
 * creates the company and sees the code to share; "Yeni Görev" says how to get people to assign;
 * once a worker is approved, the employer creates a task with an assignee and a typed deadline.
 */
test('an employer signs up and creates a task on a phone', async ({ page, request }) => {
  const bossEmail = email('isveren');

  // Sign up on /register; the sign-in screen says what happened and has the e-mail filled.
  await page.goto('/register');

  // Sent empty: the contract's messages, and the placeholders stay grey (not red like typed text).
  await page.getByTestId('register-role').selectOption('isveren');
  await page.getByTestId('register-submit').tap();
  await expect(page.getByText('Ad soyad zorunludur')).toBeVisible();
  const placeholderColour = (testId: string) =>
    page.getByTestId(testId).evaluate((input) => getComputedStyle(input, '::placeholder').color);
  expect(await placeholderColour('register-name')).toBe(await placeholderColour('register-phone'));
  await shot(page, 'register-empty');

  await page.getByTestId('register-name').fill('Selin Aksoy');
  await page.getByTestId('register-email').fill(bossEmail);
  await page.getByTestId('register-role').selectOption('isveren');
  await page.getByTestId('register-password').fill('parola123');
  await page.getByTestId('register-password-repeat').fill('parola123');
  await page.getByTestId('register-submit').tap();
  await expect(page.getByTestId('register-success')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await expect(page.getByTestId('registered-notice')).toContainText(bossEmail);
  await expect(page.getByTestId('login-email')).toHaveValue(bossEmail);
  await shot(page, 'registered');
  await page.getByTestId('login-password').fill('parola123');
  await page.getByTestId('login-submit').tap();

  // The company, then the dashboard's hint with the code to share.
  await expect(page).toHaveURL(/\/company-setup$/);
  await page.getByTestId('company-name').fill('Mobil Lojistik');
  await page.getByTestId('company-submit').tap();
  await expect(page).toHaveURL(/\/dashboard$/);
  const code = (await page.getByTestId('invite-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^SRK\d{8}$/);
  await shot(page, 'invite');

  // Nobody to assign yet: the dialog says how people get there, and why the button is off.
  await toggleTheme(page, true);
  await shot(page, 'invite');
  await page.getByTestId('new-task-button').tap();
  await expect(page.getByTestId('no-assignees-hint')).toContainText(code);
  await expect(page.getByTestId('task-create-why')).toBeVisible();
  await expect(page.getByTestId('task-create-submit')).toBeDisabled();
  await shot(page, 'no-assignees');
  await page.getByRole('button', { name: 'İptal' }).tap();
  await toggleTheme(page, false);

  // A worker joins with the code and is approved (through the API: the journey is about the phone).
  const login = await (
    await request.post('/api/auth/login', { data: { email: bossEmail, password: 'parola123' } })
  ).json();
  const registered = await request.post('/api/auth/register', {
    data: { name: 'Deniz Arslan', email: email('isci'), password: 'parola123', role: 'isci', company_code: code },
  });
  expect(registered.ok()).toBeTruthy();
  const workerId = (await registered.json()).user.id as string;
  const approved = await request.post(`/api/employees/${workerId}/approve`, {
    headers: { authorization: `Bearer ${login.access_token}` },
  });
  expect(approved.ok()).toBeTruthy();
  await page.reload();
  await expect(page.getByTestId('invite-team-card')).toHaveCount(0);

  // The task: title, description, the assignee from the list, a deadline typed hour and minute.
  await page.getByTestId('new-task-button').tap();
  await page.getByTestId('task-title').fill('Raf etiketlerini yenile');
  await page.getByTestId('task-description').fill('B koridorundaki raf etiketlerini yenileyin.');
  await page.getByTestId('task-assignee').tap();
  await expect(page.getByRole('option', { name: /Deniz Arslan/ })).toBeVisible();
  await shot(page, 'assignee-list');
  await page.getByRole('option', { name: /Deniz Arslan/ }).tap();
  await expect(page.getByTestId('task-assignee')).toHaveValue(/Deniz Arslan/);
  await expect(page.getByTestId('task-create-why')).toHaveCount(0);

  await page.getByTestId('task-deadline').tap();
  // The calendar's columns start on Monday, abbreviated as Turkish does.
  await expect(page.locator('table thead').first()).toHaveText(/^Pzt\s*Sal\s*Çar\s*Per\s*Cum\s*Cmt\s*Paz$/);
  await page.locator('button[data-direction="next"]').tap();
  const day = await fifteenthOfNextMonth(page);
  await page.getByRole('button', { name: day, exact: true }).tap();
  await page.getByRole('spinbutton', { name: 'Saat' }).tap();
  await page.keyboard.type('17');
  await expect(page.getByRole('spinbutton', { name: 'Dakika' })).toBeFocused();
  await page.keyboard.type('30');
  await expect(page.getByTestId('task-deadline')).toContainText(`${day} 17:30`);
  await shot(page, 'deadline-picker');
  await page.locator('.mantine-DateTimePicker-submitButton').tap();
  await expect(page.getByTestId('task-deadline')).toContainText('17:30');
  // The picker fades out: the shot waits until it is gone, or it shows through the form.
  await expect(page.locator('.mantine-DateTimePicker-submitButton')).toBeHidden();
  await shot(page, 'create-task');
  await page.getByTestId('task-create-submit').tap();
  // The toast rises from the bottom, above the bottom bar: never over a dialog's title or close button.
  const toast = page.locator('.mantine-Notification-root').first();
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y).toBeGreaterThan(780 / 2);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(780 - 64);

  const card = page.getByTestId('task-card').filter({ hasText: 'Raf etiketlerini yenile' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('17:30');
  await expect(card.getByTestId('task-assigned-to')).toContainText('Deniz Arslan');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'task-list');
  await toggleTheme(page, true);
  await shot(page, 'task-list');

  // What the server stored: 17:30 in Istanbul (UTC+3), on that day.
  const tasks = await (
    await request.get('/api/tasks/my', { headers: { authorization: `Bearer ${login.access_token}` } })
  ).json();
  const task = (Array.isArray(tasks) ? tasks : tasks.tasks).find(
    (item: { title: string }) => item.title === 'Raf etiketlerini yenile',
  );
  expect(new Date(task.deadline).toISOString()).toMatch(/T14:30:00\.000Z$/);

  // The date under the greeting: today's short form ("7 Ara Pzt"), whole at 360 px.
  const date = page.getByTestId('header-date');
  await expect(date).toHaveText(/^\d{1,2} \S{3} (Pzt|Sal|Çar|Per|Cum|Cmt|Paz)$/);
  expect(await date.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);

  // The reports tab: the first report shows without scrolling, the filters wait behind a button.
  const worker = await (
    await request.post('/api/auth/login', {
      data: { email: (await registered.json()).user.email, password: 'parola123' },
    })
  ).json();
  for (const [title, type] of [
    ['Rampa 2 kapısı zor kapanıyor', 'bakim'],
    ['Forklift rampada durdu', 'olay'],
  ] as const)
    expect(
      (
        await request.post('/api/reports/create', {
          headers: { authorization: `Bearer ${worker.access_token}` },
          multipart: { title, content: 'Vardiya sonunda fark edildi; alan kontrol altında.', report_type: type },
        })
      ).status(),
    ).toBe(201);
  await page.getByRole('link', { name: 'Raporlar' }).tap();
  const firstReport = page.getByRole('article', { name: 'Forklift rampada durdu' });
  await expect(firstReport).toBeVisible();
  expect((await firstReport.boundingBox())!.y).toBeLessThan(780 - 64 - 80);
  await expect(page.getByTestId('report-count-olay')).toHaveText('Olay 1');
  await toggleTheme(page, false);
  await shot(page, 'reports');
  await toggleTheme(page, true);
  await shot(page, 'reports');
  await toggleTheme(page, false);
  await page.getByTestId('report-filters-toggle').tap();
  await page.getByText('Son 7 gün', { exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Süzgeçler, 1 seçili' })).toBeVisible();
  await expect(page.getByTestId('report-filters-count')).toHaveText('1');
  await shot(page, 'reports-filters');
});

import { expect, test, type Page } from '@playwright/test';
import { email, employerWithCompany } from './support/api.js';
import { adminCredentials } from './support/env.js';
import { captureScreens } from './support/screens.js';

async function signIn(page: Page, address: string, password = 'parola123') {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(address);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('an employer without a company sets it up', async ({ page, request }) => {
  const address = email('isveren');
  expect(
    (
      await request.post('/api/auth/register', {
        data: { name: 'Oya Kurt', email: address, password: 'parola123', role: 'isveren' },
      })
    ).ok(),
  ).toBeTruthy();
  await signIn(page, address);
  await expect(page).toHaveURL(/\/company-setup$/);
  await expect(page.getByTestId('company-submit')).toBeDisabled();
  await captureScreens(page, 'company-setup');
  await page.getByTestId('company-name').fill('Kurt Nakliyat');
  await page.getByTestId('company-description').fill('Şehir içi dağıtım');
  await page.getByTestId('company-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a worker who registered without a code joins with it', async ({ page, request }) => {
  const boss = await employerWithCompany(request, 'Katılım Lojistik');
  const address = email('isci');
  expect(
    (
      await request.post('/api/auth/register', {
        data: { name: 'Eren Koç', email: address, password: 'parola123', role: 'isci' },
      })
    ).ok(),
  ).toBeTruthy();
  await signIn(page, address);
  await expect(page).toHaveURL(/\/join-company$/);
  await page.getByTestId('join-company-code').fill('SRK00000000');
  await page.getByTestId('join-company-submit').click();
  await expect(page.getByText('Bu koda sahip bir şirket bulunamadı')).toBeVisible();
  await captureScreens(page, 'join-company');
  await page.getByTestId('join-company-code').fill(boss.company.code);
  await page.getByTestId('join-company-submit').click();
  await expect(page.getByTestId('pending-approval')).toBeVisible();
  await expect(page.getByTestId('pending-text')).toContainText('Katılım Lojistik');
});

test('settings and help, and a password change that keeps the session', async ({ page, request }) => {
  const boss = await employerWithCompany(request, 'Ayar Lojistik');
  await signIn(page, boss.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('nav-settings').click();
  await expect(page.getByTestId('profile-name')).toHaveValue('Selin Aksoy');
  await captureScreens(page, 'settings-profile');
  await page.getByTestId('settings-tab-password').click();
  await page.getByTestId('password-current').fill('parola123');
  await page.getByTestId('password-new').fill('yeni-parola');
  await page.getByTestId('password-repeat').fill('yeni-parolx');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Yeni şifreler eşleşmiyor')).toBeVisible();
  await captureScreens(page, 'settings-password', { themes: ['light'] });
  await page.getByTestId('password-repeat').fill('yeni-parola');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('Şifreniz başarıyla değiştirildi').first()).toBeVisible();
  // The session goes on with the new token; the old password no longer signs in.
  await page.getByTestId('nav-help').click();
  await expect(page.getByTestId('help-about')).toBeVisible();
  await captureScreens(page, 'help');
  const old = await request.post('/api/auth/login', { data: { email: boss.email, password: 'parola123' } });
  expect(old.status()).toBe(401);
});

test('the platform operator signs in to the console', async ({ page }) => {
  await page.goto('/super-admin');
  await expect(page).toHaveURL(/\/super-admin\/login$/);
  await page.getByTestId('admin-username').fill(adminCredentials.username);
  await page.getByTestId('admin-password').fill('yanlis-sifre');
  await page.getByTestId('admin-login-submit').click();
  await expect(page.getByText('Kullanıcı adı veya şifre hatalı')).toBeVisible();
  await captureScreens(page, 'admin-login');
  await page.getByTestId('admin-password').fill(adminCredentials.password);
  await page.getByTestId('admin-login-submit').click();
  await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
  await expect(page.getByTestId('plan-distribution')).toBeVisible();
  await captureScreens(page, 'admin-dashboard');
  await page.getByTestId('admin-logout').click();
  await expect(page).toHaveURL(/\/super-admin\/login$/);
});

test("the dashboard's first load asks for each of its calls once, started before the app's code", async ({
  page,
  request,
}) => {
  const boss = await employerWithCompany(request, 'İlk Yükleme Lojistik');
  // The Mesajlar badge asks for its count once the first screen is in; left in flight, that call
  // of the page before the reload would be counted among the reloaded page's first ones.
  const badgeAnswered = page.waitForResponse((answer) => answer.url().endsWith('/api/messages/unread-count'));
  await signIn(page, boss.email);
  await expect(page.getByTestId('task-board')).toBeVisible();
  await badgeAnswered;

  const calls: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') calls.push(url.pathname + url.search);
  });
  const answer = await page.reload();
  // The frame arrives drawn in the HTML (app/boot-skeleton.ts), before any script runs.
  expect(await answer?.text()).toContain('class="boot-skeleton"');
  await expect(page.getByTestId('task-board')).toBeVisible();
  await expect(page.getByTestId('invite-code')).toBeVisible();
  const firstScreen = [
    '/api/platform/settings',
    '/api/auth/me',
    '/api/dashboard/stats',
    '/api/tasks/counts',
    '/api/tasks/my?limit=100',
    '/api/companies/my',
  ];
  for (const call of firstScreen)
    expect(
      calls.filter((each) => each === call),
      call,
    ).toHaveLength(1);
  // The boot script's calls went out before the app's entry had even run: they are the first ones.
  expect(calls.slice(0, firstScreen.length).sort()).toEqual([...firstScreen].sort());
});

import { expect, test } from '@playwright/test';
import { email } from './support/api.js';
import { captureScreens } from './support/screens.js';

/**
 * The onboarding journey: an employer registers with a company name and lands on the dashboard; a
 * worker registers on /register with the company code and waits; the employer approves; the worker
 * signs in to the dashboard; the theme survives a reload.
 */
test('employer and worker: register, wait, approve, sign in', async ({ page, browser }) => {
  const employerEmail = email('isveren');
  const workerEmail = email('isci');

  await page.goto('/login');
  await expect(page.getByTestId('tab-login')).toBeVisible();
  await captureScreens(page, 'login');

  // Employer: the login screen's register tab, with a company name; signs in automatically.
  await page.getByTestId('tab-register').click();
  await page.getByTestId('quick-register-role').getByText('İşveren').click();
  await page.getByTestId('quick-register-name').fill('Selin Aksoy');
  await page.getByTestId('quick-register-email').fill(employerEmail);
  await page.getByTestId('quick-register-password').fill('parola123');
  await page.getByTestId('quick-register-company-name').fill('Aksoy Depoculuk');
  await captureScreens(page, 'login-register-tab', { themes: ['light'] });
  await page.getByTestId('quick-register-submit').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('stats-grid')).toBeVisible();
  await captureScreens(page, 'dashboard-employer');

  await page.getByTestId('nav-employees').click();
  const code = (await page.getByTestId('company-code').innerText()).trim();
  expect(code).toMatch(/^SRK\d{8}$/);
  await captureScreens(page, 'employees-empty');

  // Worker: /register with the code, in another browser.
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await worker.goto('/register');
  await worker.getByTestId('register-name').fill('Kemal Yıldız');
  await worker.getByTestId('register-email').fill(workerEmail);
  await worker.getByTestId('register-role').selectOption('isci');
  await worker.getByTestId('register-company-code').fill(code);
  await worker.getByTestId('register-password').fill('parola123');
  await worker.getByTestId('register-password-repeat').fill('parola124');
  await worker.getByTestId('register-submit').click();
  await expect(worker.getByText('Şifreler eşleşmiyor')).toBeVisible();
  await worker.getByTestId('register-password-repeat').fill('parola123');
  await captureScreens(worker, 'register', { themes: ['light'] });
  await worker.getByTestId('register-submit').click();
  await expect(worker.getByTestId('register-success')).toBeVisible();
  await expect(worker).toHaveURL(/\/login$/, { timeout: 5000 });

  await worker.getByTestId('login-email').fill(workerEmail);
  await worker.getByTestId('login-password').fill('parola123');
  await worker.getByTestId('login-submit').click();
  await expect(worker.getByTestId('pending-approval')).toBeVisible();
  await expect(worker.getByTestId('pending-text')).toContainText('Aksoy Depoculuk');
  await captureScreens(worker, 'pending-approval');

  // Employer approves.
  await page.reload();
  await expect(page.getByTestId('tab-pending')).toContainText('1');
  const card = page.getByTestId('employee-card').filter({ hasText: 'Kemal Yıldız' });
  await captureScreens(page, 'employees-pending');
  await card.getByTestId('employee-approve').click();
  await expect(page.getByTestId('tab-pending')).toContainText('0');
  await page.getByTestId('tab-approved').click();
  await expect(page.getByTestId('employee-card').filter({ hasText: 'Kemal Yıldız' })).toBeVisible();

  // The worker's waiting screen moves on by itself (the live decision), no button pressed.
  await expect(worker).toHaveURL(/\/dashboard$/);
  await expect(worker.getByTestId('stats-grid')).toBeVisible();
  await captureScreens(worker, 'dashboard-worker');

  // The theme survives a reload.
  await worker.getByTestId('theme-toggle').first().click();
  await expect(worker.locator('html')).toHaveClass(/dark/);
  await worker.reload();
  await expect(worker.locator('html')).toHaveClass(/dark/);
  await expect(worker.locator('html')).toHaveAttribute('data-theme', 'dark');
  await workerContext.close();
});

test('a bad sign-in shows the server’s Turkish message', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-email').fill('kimse@ornek.com.tr');
  await page.getByTestId('login-password').fill('yanlis123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('E-posta veya şifre hatalı')).toBeVisible();
});

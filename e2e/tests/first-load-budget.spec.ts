import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.js';

/*
 * The sign-in page's JavaScript, counted as Chromium loads it: every script the page requests at a
 * phone's width and at a desktop's, lazy chunks included (the showcase beside the form is one),
 * each at its brotli size as the server sends it. apps/web/scripts/first-load-budget.ts counts
 * what the HTML names, from the build's manifest; this counts what a browser really fetches.
 */
const budgetBytes = 120_000;
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The bytes the server sends for a script: the build's .br copy, or the file compressed here. */
function brotliBytes(pathname: string): number {
  const file = path.join(dist, pathname);
  if (existsSync(`${file}.br`)) return readFileSync(`${file}.br`).length;
  return brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Opens /login at a width and returns the scripts it loaded once the network is quiet. */
async function loginScripts(page: Page, width: number, ready: string): Promise<{ file: string; bytes: number }[]> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  if (ready) await expect(page.getByTestId(ready)).toBeVisible();
  await page.waitForLoadState('networkidle');
  return [...scripts].map((file) => ({ file, bytes: brotliBytes(file) })).sort((a, b) => b.bytes - a.bytes);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function expectWithinBudget(scripts: { file: string; bytes: number }[], what: string) {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const list = scripts.map((script) => `${kb(script.bytes).padStart(9)}  ${script.file}`).join('\n');
  console.log(`${what}: ${scripts.length} betik, ${kb(total)} brotli (bütçe ${kb(budgetBytes)})\n${list}`);
  expect(total, `${what}: ${kb(total)} brotli\n${list}`).toBeLessThanOrEqual(budgetBytes);
}

test('/login loads at most 120 kB of JavaScript on a phone and on a desktop', async ({ page }) => {
  const phone = await loginScripts(page, 360, '');
  expectWithinBudget(phone, '/login 360 px');
  // A phone never fetches the showcase, nor the slide list.
  expect(phone.map((script) => script.file).join(' ')).not.toMatch(/login-showcase|login-slides/);

  // A new page, so that nothing comes from the first one's cache.
  const desktop = await page.context().newPage();
  const wide = await loginScripts(desktop, 1280, 'login-promo');
  expectWithinBudget(wide, '/login 1280 px');
  // Without slides the panel shows its text: the slideshow's code is not fetched.
  expect(wide.map((script) => script.file).join(' ')).not.toMatch(/login-slides/);
});

test('/login with the operator’s slides stays within the budget, and the slideshow passes axe', async ({ page }) => {
  test.setTimeout(120_000);
  const slides = [1, 2, 3].map((n) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    url: '/favicon.svg',
    title: `Slayt başlığı ${n}`,
    description: n === 1 ? 'Görevler, ekip ve mesajlar tek yerde' : null,
    order: n,
  }));
  await page.route('**/api/settings/login-slider', (route) => route.fulfill({ json: slides }));
  const wide = await loginScripts(page, 1280, 'login-slider');
  expectWithinBudget(wide, '/login 1280 px, üç slayt');
  await expect(page.getByRole('tablist', { name: 'Slaytlar' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Slayt 1' })).toHaveAttribute('aria-selected', 'true');
  // The pointer stays on the dot it chose: the slideshow holds still while it is there.
  await page.getByRole('tab', { name: 'Slayt 3' }).click();
  await expect(page.getByRole('tab', { name: 'Slayt 3' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Slayt başlığı 3' })).toBeVisible();
  await expectAccessible(page, 'login slides 1280px light');
  await page.getByTestId('theme-toggle').first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByTestId('login-slider').hover();
  await expectAccessible(page, 'login slides 1280px dark');
});

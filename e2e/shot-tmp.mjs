import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4817';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[1280, 800], [360, 740]]) {
  for (const scheme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width: w, height: h }, colorScheme: scheme });
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
    page.on('pageerror', (e) => console.log('pageerror:', e.message));
    await page.goto(`${base}/login`);
    await page.getByLabel(/E-posta/i).first().fill('isveren@demo.vazife.app');
    await page.getByLabel(/Şifre/i).first().fill('lale-bahcesi-26');
    await page.getByRole('button', { name: /Giriş/i }).first().click();
    await page.waitForURL(/dashboard/);
    await page.waitForTimeout(4000);
    if (scheme === 'dark') await page.getByRole('button', { name: 'Koyu temaya geç' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shot-header-${w}-${scheme}.png` });
    await page.getByRole('button', { name: 'Ara (Ctrl+K)' }).locator('visible=true').first().click();
    await page.getByRole('combobox').fill('ka');
    await page.waitForTimeout(900);
    await page.getByRole('combobox').fill('kontrol');
    await page.waitForTimeout(900);
    await page.keyboard.press('ArrowDown');
    await page.screenshot({ path: `/tmp/shot-search-${w}-${scheme}.png` });
    await page.close();
  }
}
await browser.close();

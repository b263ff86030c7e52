import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const dir = path.resolve(import.meta.dirname, '../../screenshots');
mkdirSync(dir, { recursive: true });

/** Screenshots of the current screen at phone and desktop width, light and dark (kept out of git). */
export async function captureScreens(
  page: Page,
  name: string,
  opts: { themes?: ('light' | 'dark')[] } = {},
): Promise<void> {
  const original = page.viewportSize();
  for (const theme of opts.themes ?? ['light', 'dark']) {
    await page.evaluate((t) => {
      localStorage.setItem('theme', t);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: t }));
    }, theme);
    await setTheme(page, theme);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${theme}.png`), fullPage: true });
    }
  }
  if (original) await page.setViewportSize(original);
  await setTheme(page, 'light');
}

/** Switches theme the way a person would, when the current one differs. */
async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  if (isDark === (theme === 'dark')) return;
  const toggle = page.getByTestId('theme-toggle').first();
  if (await toggle.isVisible()) await toggle.click();
}

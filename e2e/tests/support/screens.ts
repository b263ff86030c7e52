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
  // A success message sits over the header's theme toggle for its 3 s; the screen is taken without it.
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 6000 })
    .catch(() => undefined);
  for (const theme of opts.themes ?? ['light', 'dark']) {
    // With a dialog open the toggle is out of reach: that theme is skipped, not forced.
    if (!(await setTheme(page, theme))) continue;
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
      await page.waitForTimeout(150);
      // A dialog is fixed to the viewport: a full-page shot would show the page around it, which
      // nobody sees on a phone.
      const dialogOpen = await page.getByRole('dialog').first().isVisible();
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${theme}.png`), fullPage: !dialogOpen });
    }
  }
  if (original) await page.setViewportSize(original);
  await setTheme(page, 'light');
}

const isDarkNow = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Switches theme the way a person would, when the current one differs; false when it cannot. */
async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<boolean> {
  if ((await isDarkNow(page)) === (theme === 'dark')) return true;
  const toggle = page.getByTestId('theme-toggle').first();
  const clicked = await toggle
    .click({ timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  return clicked && (await isDarkNow(page)) === (theme === 'dark');
}

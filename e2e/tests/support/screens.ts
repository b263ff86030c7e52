import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';

const dir = path.resolve(import.meta.dirname, '../../screenshots');
mkdirSync(dir, { recursive: true });

type Theme = 'light' | 'dark';

/**
 * Screenshots of the current screen at phone and desktop width (kept out of git), and an axe
 * WCAG 2 AA check of it at both widths in both themes: every screen a journey shows is checked,
 * also where only the light screenshot is kept.
 */
export async function captureScreens(
  page: Page,
  name: string,
  opts: { themes?: Theme[]; widths?: number[] } = {},
): Promise<void> {
  // Four axe runs and up to four screenshots cost seconds each on a busy machine; the journey's budget grows with them.
  test.info().setTimeout(test.info().timeout + 30_000);
  const original = page.viewportSize();
  const shotThemes = opts.themes ?? ['light', 'dark'];
  // A success message sits over the header's theme toggle for its 3 s; the screen is taken without it.
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'hidden', timeout: 6000 })
    .catch(() => undefined);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const width of opts.widths ?? [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
      await page.waitForTimeout(150);
      await expectAccessible(page, `${name} ${width}px ${theme}`);
      if (!shotThemes.includes(theme)) continue;
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

/**
 * Switches theme the way a person would (the header's toggle). With a dialog open the toggle is out
 * of reach: then the theme changes as when another tab of the app switches it (a storage event).
 */
async function setTheme(page: Page, theme: Theme): Promise<void> {
  if ((await isDarkNow(page)) === (theme === 'dark')) return;
  const clicked = await page
    .getByTestId('theme-toggle')
    .first()
    .click({ timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  if (!clicked || (await isDarkNow(page)) !== (theme === 'dark')) {
    await page.evaluate((value) => {
      window.localStorage.setItem('theme', value);
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: value }));
    }, theme);
  }
  await page.waitForFunction((dark) => document.documentElement.classList.contains('dark') === dark, theme === 'dark');
}

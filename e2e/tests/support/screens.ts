import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { expectAccessible } from './axe.js';

const dir = path.resolve(import.meta.dirname, '../../screenshots');
/** Screenshots cost a second or more each and only a person looking at them needs them: E2E_SCREENSHOTS=1. */
const takeScreenshots = process.env.E2E_SCREENSHOTS === '1';
if (takeScreenshots) mkdirSync(dir, { recursive: true });

type Theme = 'light' | 'dark';

/** The screen as it is now, into e2e/screenshots as `file`, when E2E_SCREENSHOTS=1 asks for screenshots. */
export async function screenshot(page: Page, file: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (takeScreenshots) await page.screenshot({ path: path.join(dir, file), ...options });
}

/**
 * An axe WCAG 2 AA check of the current screen at phone and desktop width in both themes, and with
 * E2E_SCREENSHOTS=1 its screenshots (in e2e/screenshots, kept out of git): every screen a journey
 * shows is checked, also where only the light screenshot is kept.
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
  await closeMessages(page);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    for (const width of opts.widths ?? [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 860 });
      await page.waitForTimeout(150);
      await expectAccessible(page, `${name} ${width}px ${theme}`);
      if (!takeScreenshots || !shotThemes.includes(theme)) continue;
      // A dialog is fixed to the viewport: a full-page shot would show the page around it, which
      // nobody sees on a phone.
      const dialogOpen = await page.getByRole('dialog').first().isVisible();
      await screenshot(page, `${name}-${width}-${theme}.png`, { fullPage: !dialogOpen });
    }
  }
  if (original) await page.setViewportSize(original);
  await setTheme(page, 'light');
}

/**
 * A success or error message sits over the header's theme toggle for 3 or 6 s; the screen is
 * checked and taken without it. Each closes with its own button, as a person closes it, instead of
 * the journey waiting it out.
 */
async function closeMessages(page: Page): Promise<void> {
  const messages = page.locator('.mantine-Notification-root');
  for (let left = await messages.count(); left > 0; left -= 1) {
    await messages
      .nth(left - 1)
      .locator('.mantine-Notification-closeButton')
      .click({ timeout: 1000 })
      .catch(() => undefined);
  }
  await messages
    .first()
    .waitFor({ state: 'hidden', timeout: 6000 })
    .catch(() => undefined);
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

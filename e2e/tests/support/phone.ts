import { devices } from '@playwright/test';

// Pixel 7 touch emulation (isMobile, hasTouch) at 360 px wide, on the config's Chromium (the
// device's own browser type is left out).
const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];

/** A phone's context options, for `test.use` and for a second phone's `browser.newContext`. */
export const phone = { ...pixel7, viewport: { width: 360, height: 780 } };

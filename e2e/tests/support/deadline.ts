import type { Page } from '@playwright/test';

/**
 * The 15th of next month as the date picker names its day buttons (Turkish, in the browser's
 * time zone): always in the future, and always one "next month" click away.
 */
export function fifteenthOfNextMonth(page: Page): Promise<string> {
  return page.evaluate(() => {
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    next.setDate(15);
    return next.toLocaleDateString('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' });
  });
}

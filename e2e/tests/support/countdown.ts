import type { Page } from '@playwright/test';

/**
 * From the page's next load on, its one-second timers are dropped: /payment-success counts down
 * home with them, and its screens (four axe runs) take longer than that. Every other timer runs,
 * as axe needs them. Journeys leave such a page with its own button.
 */
export async function holdCountdown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const original = window.setTimeout.bind(window);
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      delay === 1000 ? 0 : original(handler, delay, ...args)) as typeof window.setTimeout;
  });
}

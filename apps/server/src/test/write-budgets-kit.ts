import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../config.js';
import { MemoryBudgetStore } from '../platform/write-budget-store.js';
import type { TestUser } from './factories.js';
import { injectAs, useTestApp, type TestApp } from './test-app.js';

/** Longer than any budget's window: every budget is full again after it. */
export const weekMs = 7 * 24 * 3600 * 1000;

/**
 * The app's own budget store on a clock the test moves: a unit comes back when the test says so,
 * never by waiting (no timed assertion), and a slow machine never refills one mid-test.
 */
export function budgetsOnClock(start = Date.parse('2027-03-01T06:00:00Z')) {
  let now = start;
  let ticking = false;
  return {
    budgets: new MemoryBudgetStore(() => (ticking ? (now += weekMs) : now)),
    advance: (ms: number) => {
      now += ms;
    },
    /**
     * While on, a week passes at every write, so that each finds its budgets full: for fixtures
     * made through the API under budgets of one.
     */
    tick: (on: boolean) => {
      ticking = on;
    },
  };
}

/**
 * A write refused by its budget: 429, `retry-after` in whole seconds, and a Turkish detail that
 * says what was limited (`limited`, the contract's sentence) and when to try again.
 */
export function expectLimited(res: LightMyRequestResponse, limited: string, label = ''): number {
  expect(res.statusCode, `${label} ${res.body}`).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds > 0, `${label} retry-after ${res.headers['retry-after']}`).toBe(true);
  const { detail } = res.json() as { detail: string };
  expect(detail.startsWith(`${limited} Lütfen `), `${label} ${detail}`).toBe(true);
  expect(detail, label).toMatch(/ Lütfen \d+ (saniye|dakika|saat)( \d+ dakika)? sonra yeniden deneyin\.$/);
  return seconds;
}

/**
 * The app with the write budgets as they ship (scale 1, unless `overrides` say otherwise), on a
 * clock the test moves.
 */
export function useAppWithBudgets(overrides: Partial<Config> = {}) {
  const clock = budgetsOnClock();
  const t = useTestApp({ writeRateLimitScale: 1, ...overrides }, { budgets: clock.budgets });
  return { t, clock };
}

/** What the person's bell counts as unread. */
export async function unreadBell(t: TestApp, who: TestUser): Promise<number> {
  return (await injectAs(t, who, 'GET', '/api/notifications/unread-count')).json().unread_count;
}

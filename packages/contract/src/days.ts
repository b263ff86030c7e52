import type { TimeWindow } from './calendar.js';

/**
 * Istanbul calendar days as a date filter names them (`YYYY-MM-DD`, the reports' `from` and
 * `to`). Apart from calendar.ts, which the sign-in page loads, so that it does not carry them.
 * Istanbul is UTC+3 all year (calendar.ts).
 */
const offsetMs = 3 * 3_600_000;
const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The Istanbul calendar day (`YYYY-MM-DD`) that contains `now`: what a date filter calls today. */
export function istanbulDay(now = new Date()): string {
  return new Date(now.getTime() + offsetMs).toISOString().slice(0, 10);
}

/** The Istanbul day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * From the start of the Istanbul day `from` to the end of the day `to` (both `YYYY-MM-DD`, a real
 * calendar day): a date range as a person picks it, both days included.
 */
export function daysWindow(from: string, to: string = from): TimeWindow {
  const startOf = (day: string) => Date.parse(`${day}T00:00:00.000Z`) - offsetMs;
  return { start: iso(startOf(from)), end: iso(startOf(to) + dayMs) };
}

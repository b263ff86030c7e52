/**
 * Calendar windows in Turkey's time: "today", "this week" (Sunday to Saturday) and "this month"
 * are a Turkish company's, wherever the server or the browser runs. Europe/Istanbul has kept
 * UTC+3 all year since September 2016 (calendar.test.ts checks the time zone database day by day
 * to 2040), so a fixed offset is exact and costs no time zone lookup per call.
 */
const offsetMs = 3 * 3_600_000;
const dayMs = 86_400_000;

/** From `start` (included) to `end` (excluded), both ISO instants as `toISOString` writes them. */
export interface TimeWindow {
  start: string;
  end: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Milliseconds at the start of the Istanbul day containing `now`. */
function istanbulDayStart(now: Date): number {
  const local = now.getTime() + offsetMs;
  return local - (local % dayMs) - offsetMs;
}

export function todayWindow(now = new Date()): TimeWindow {
  const start = istanbulDayStart(now);
  return { start: iso(start), end: iso(start + dayMs) };
}

export function weekWindow(now = new Date()): TimeWindow {
  const dayStart = istanbulDayStart(now);
  const weekday = new Date(dayStart + offsetMs).getUTCDay(); // 0 = Sunday
  const start = dayStart - weekday * dayMs;
  return { start: iso(start), end: iso(start + 7 * dayMs) };
}

export function monthWindow(now = new Date()): TimeWindow {
  const local = new Date(now.getTime() + offsetMs);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offsetMs;
  return { start: iso(start), end: iso(end) };
}

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

/** Whether an instant (any ISO form) lies in the window; no instant lies in none. */
export function isWithin(instant: string | null, window: TimeWindow): boolean {
  if (instant === null) return false;
  const ms = Date.parse(instant);
  return ms >= Date.parse(window.start) && ms < Date.parse(window.end);
}

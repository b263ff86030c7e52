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

/** Whether an instant (any ISO form) lies in the window; no instant lies in none. */
export function isWithin(instant: string | null, window: TimeWindow): boolean {
  if (instant === null) return false;
  const ms = Date.parse(instant);
  return ms >= Date.parse(window.start) && ms < Date.parse(window.end);
}

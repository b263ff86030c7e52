/**
 * Calendar windows in Turkey's time (Europe/Istanbul, UTC+3 all year since 2016): "today",
 * "this week" (Sunday to Saturday, as the seeds say) and "this month" are a Turkish company's.
 */
const offsetMs = 3 * 3_600_000;
const dayMs = 86_400_000;

export interface Window {
  start: string;
  end: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Milliseconds at the start of the Istanbul day containing `now`. */
function istanbulDayStart(now: Date): number {
  const local = now.getTime() + offsetMs;
  return local - (local % dayMs) - offsetMs;
}

export function todayWindow(now = new Date()): Window {
  const start = istanbulDayStart(now);
  return { start: iso(start), end: iso(start + dayMs) };
}

export function weekWindow(now = new Date()): Window {
  const dayStart = istanbulDayStart(now);
  const weekday = new Date(dayStart + offsetMs).getUTCDay(); // 0 = Sunday
  const start = dayStart - weekday * dayMs;
  return { start: iso(start), end: iso(start + 7 * dayMs) };
}

export function monthWindow(now = new Date()): Window {
  const local = new Date(now.getTime() + offsetMs);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offsetMs;
  return { start: iso(start), end: iso(end) };
}

export function hoursBetween(from: string, to: string): number {
  return (Date.parse(to) - Date.parse(from)) / 3_600_000;
}

export function roundTo(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

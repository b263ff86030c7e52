import { addDays, istanbulDay } from '@vazife/contract';

/** Istanbul days (`YYYY-MM-DD`), both included; an end left out is open. */
export type DayRange = { from?: string; to?: string };

/** The date choices the lists offer that move with the clock, from Istanbul's `today`. */
const fromToday = {
  all: (): DayRange => ({}),
  today: (today: string) => ({ from: today, to: today }),
  last7: (today: string) => ({ from: addDays(today, -6), to: today }),
  last30: (today: string) => ({ from: addDays(today, -29), to: today }),
  thisMonth: (today: string) => ({ from: `${today.slice(0, 7)}-01`, to: today }),
};
export type RelativeRange = keyof typeof fromToday;

/** The Istanbul days a choice means now: everything, today, the last 7 or 30 days, this month. */
export function relativeRange(range: RelativeRange, now = new Date()): DayRange {
  return fromToday[range](istanbulDay(now));
}

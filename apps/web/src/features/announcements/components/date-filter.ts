import { addDays, istanbulDay } from '@vazife/contract';
import { relativeRange, type DayRange } from '../../../lib/day-ranges';

/** The list's date choices: everything, today, the last 7 days, this month, or one past month. */
export const datePresets = ['all', 'today', 'last7', 'thisMonth', 'pastMonth'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The last day of a month (`YYYY-MM`), as `YYYY-MM-DD`. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return addDays(`${next}-01`, -1);
}

/** The Istanbul days a choice means now; a past month is `YYYY-MM`, from its first day to its last. */
export function rangeOf(preset: DatePreset, month: string | null, now = new Date()): DayRange {
  if (preset !== 'pastMonth') return relativeRange(preset, now);
  return month ? { from: `${month}-01`, to: lastDayOf(month) } : {};
}

/** The twelve months before this one (Istanbul's), newest first, as `YYYY-MM`. */
export function pastMonths(now = new Date(), count = 12): string[] {
  const months: string[] = [];
  let day = `${istanbulDay(now).slice(0, 7)}-01`;
  for (let i = 0; i < count; i++) {
    day = `${addDays(day, -1).slice(0, 7)}-01`;
    months.push(day.slice(0, 7));
  }
  return months;
}

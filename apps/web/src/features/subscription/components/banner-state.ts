import type { Company } from '@vazife/contract';
import { subscriptionEnded } from '../../../lib/write-access';

const dayMs = 86_400_000;

/** A paid subscription is reminded of this many days before its end. */
export const endingSoonDays = 7;

export type BannerState =
  { kind: 'none' } | { kind: 'trial'; days: number } | { kind: 'ending'; days: number } | { kind: 'expired' };

/** Local midnight of a moment: days are counted as the calendar counts them. */
function midnight(time: number): number {
  const date = new Date(time);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Calendar days from today to the day of `end` (0 on its last day), never negative. */
export function daysLeft(end: string, now: Date): number {
  const time = Date.parse(end);
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.round((midnight(time) - midnight(now.getTime())) / dayMs));
}

/**
 * What the shell's subscription banner says: an ended subscription to everyone (the employer with
 * a way to renew, the others that nothing new can be created); to the employer, the days left of a
 * trial, and of a paid subscription in its last week.
 */
export function bannerStateOf(company: Company | undefined, isEmployer: boolean, now = new Date()): BannerState {
  if (!company) return { kind: 'none' };
  // The same test that disables the writes (lib/write-access.ts).
  if (subscriptionEnded(company, now)) return { kind: 'expired' };
  const status = company.subscription_status;
  const end = company.subscription_end_date;
  if (!isEmployer || status !== 'active' || end === null) return { kind: 'none' };
  const days = daysLeft(end, now);
  if (company.is_trial) return { kind: 'trial', days };
  return days <= endingSoonDays ? { kind: 'ending', days } : { kind: 'none' };
}

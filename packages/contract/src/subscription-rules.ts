import type { subscriptionStatuses } from './enum-values.js';

type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * The status a company's subscription has now: an active one past its end date has ended,
 * whether or not the expiry job has stored it yet (the auth hook and the company's own screen
 * read it through this, so that neither lags behind the clock).
 */
export function subscriptionStatusAt(
  stored: SubscriptionStatus,
  endDate: string | null,
  now: Date = new Date(),
): SubscriptionStatus {
  if (stored === 'active' && endDate !== null && Date.parse(endDate) < now.getTime()) return 'expired';
  return stored;
}

/** Whether a company in this status may create or change its data (else 402). */
export function subscriptionAllowsWrites(status: SubscriptionStatus | null): boolean {
  return status !== 'expired' && status !== 'cancelled';
}

/**
 * `months` calendar months after `from`: a month past the 31st lands on the next month's last day
 * (31 January + 1 month = 28 or 29 February), as calendars count.
 */
export function addMonths(from: Date, months: number): Date {
  const day = from.getUTCDate();
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The end date after `months` more months, counted from the later of now and the current end:
 * a renewal bought early adds to what is left (addMonths).
 */
export function extendedEndDate(currentEnd: string | null, months: number, now: Date = new Date()): string {
  const current = currentEnd === null ? Number.NaN : Date.parse(currentEnd);
  const from = new Date(Number.isNaN(current) ? now.getTime() : Math.max(current, now.getTime()));
  return addMonths(from, months).toISOString();
}

/**
 * An approved purchase of a cheaper plan whose period has not begun: it waits for the current
 * plan to end (docs/product-rules.md, "Changing plans"), and the screens say from when.
 */
export function isQueuedPurchase(
  purchase: { status: string; period_kind: string | null; period_starts_at: string | null },
  now: Date = new Date(),
): boolean {
  return (
    purchase.status === 'onaylandi' &&
    purchase.period_kind === 'downgrade' &&
    purchase.period_starts_at !== null &&
    Date.parse(purchase.period_starts_at) > now.getTime()
  );
}

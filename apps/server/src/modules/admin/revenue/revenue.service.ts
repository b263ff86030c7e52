import { operatorLimits, tlOf, type RevenueStats } from '@vazife/contract';
import { toCount } from '../../../db/dialect.js';
import type { ConsoleDeps } from '../console-deps.js';
import * as repo from './revenue.repo.js';

/** Europe/Istanbul is UTC+3 all year (packages/contract/src/calendar.ts). */
const offsetMs = 3 * 3_600_000;

/** The start of the Istanbul month `back` months before the one holding `now`, as an instant. */
function monthStart(now: Date, back: number): number {
  const local = new Date(now.getTime() + offsetMs);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - back, 1) - offsetMs;
}

/** `YYYY-MM` of the Istanbul month holding the instant. */
function monthOf(ms: number): string {
  return new Date(ms + offsetMs).toISOString().slice(0, 7);
}

/**
 * This month's revenue, the active subscriptions, and the last twelve months (oldest first): each
 * approved purchase counts in the Istanbul month it was approved in. Sums are in kuruş (integers)
 * until the answer.
 */
export async function revenueStats(deps: Pick<ConsoleDeps, 'db'>, now = new Date()): Promise<RevenueStats> {
  const count = operatorLimits.revenueMonths;
  const start = monthStart(now, count - 1);
  const end = monthStart(now, -1);
  const months = Array.from({ length: count }, (_, i) => ({
    month: monthOf(monthStart(now, count - 1 - i)),
    kurus: 0,
    purchases: 0,
  }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const rows = await repo.approvedPurchases(deps.db, new Date(start).toISOString(), new Date(end).toISOString());
  for (const row of rows) {
    if (!row.decided_at) continue;
    const month = byMonth.get(monthOf(Date.parse(row.decided_at)));
    if (!month) continue;
    month.kurus += toCount(row.total_kurus);
    month.purchases += 1;
  }
  const active = await repo.activeSubscriptions(deps.db, now.toISOString());
  return {
    monthly_revenue: tlOf(months[count - 1]!.kurus),
    active_subscriptions: toCount(active.n),
    months: months.map((m) => ({ month: m.month, revenue: tlOf(m.kurus), purchases: m.purchases })),
  };
}

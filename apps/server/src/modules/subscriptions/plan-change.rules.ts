import { addMonths, type PlanChangeKind } from '@vazife/contract';

const dayMs = 86_400_000;

/** An approved purchase's period, as the rule reads it. */
export interface Period {
  id: string;
  planId: string | null;
  kind: PlanChangeKind;
  startsAt: number;
  endsAt: number;
  /** What the period was paid, in kuruş (its price, the credit it used included). */
  valueKurus: number;
  /** Whether the company was switched to its plan (a `downgrade` when it began; the others at approval). */
  switched: boolean;
}

/** A company's subscription as the rule reads it. */
export interface Subscription {
  /** The plan the company is on now, after any switch that is due (`planNow`). */
  planId: string | null;
  /** That plan's monthly price now, in kuruş; null without a plan. */
  planPriceKurus: number | null;
  /** When the whole subscription ends, queued periods included; null: never set. */
  endsAt: number | null;
  /** Its approved periods that have not ended. */
  periods: Period[];
}

export interface PlanChange {
  kind: PlanChangeKind;
  startsAt: number;
  endsAt: number;
  /** The current plan's unused paid value (upgrades only), in kuruş, and its days. */
  creditKurus: number;
  creditDays: number;
  /** The current plan's periods the credit takes what is left of (cut at `startsAt`). */
  credited: string[];
  /** The queued lower plans, in order, moved on by `queueShiftMs` to follow the new period. */
  queued: string[];
  queueShiftMs: number;
  /** The subscription's new end. */
  subscriptionEndsAt: number;
  /** The company goes on the bought plan now (`new`, `upgrade`). */
  switchesPlan: boolean;
}

/**
 * The plan a company is on now: a queued lower plan whose period has begun and that the company
 * was not switched to yet (the expiry job switches it within minutes: subscription-expiry.job.ts),
 * else the stored one.
 */
export function planNow(storedPlanId: string | null, periods: readonly Period[], now: number): string | null {
  const due = periods.find((p) => p.kind === 'downgrade' && !p.switched && p.startsAt <= now && p.endsAt > now);
  return due ? due.planId : storedPlanId;
}

/**
 * The unused paid days of the periods in [now, until) and their value, prorated by day: each
 * period gives floor(value × unused whole days ÷ its length in days), rounded down to the kuruş,
 * so that the credits taken from one period never add up to more than it was paid.
 */
export function unusedValue(periods: readonly Period[], now: number, until: number) {
  let kurus = 0;
  let days = 0;
  const credited: string[] = [];
  for (const period of periods) {
    const from = Math.max(period.startsAt, now);
    const to = Math.min(period.endsAt, until);
    if (to <= from) continue;
    const unused = Math.floor((to - from) / dayMs);
    const length = Math.max(1, Math.round((period.endsAt - period.startsAt) / dayMs));
    kurus += Math.floor((period.valueKurus * Math.min(unused, length)) / length);
    days += unused;
    credited.push(period.id);
  }
  return { kurus, days, credited };
}

/**
 * What buying `target` for `months` does to a subscription at `now` (docs/product-rules.md,
 * "Changing plans"), by the plans' monthly prices: nothing running, it starts now (`new`); the
 * same plan is added to the current one (`extend`, a queued lower plan moves on after it); a
 * dearer plan, or another at the same price, starts now with the current plan's unused paid value
 * credited (`upgrade`, the queue follows it); a cheaper one starts when the whole subscription
 * ends (`downgrade`). A trial or days the operator set by hand are in no period: they credit nothing.
 */
export function planChange(
  subscription: Subscription,
  target: { planId: string | null; priceKurus: number },
  months: number,
  now: number,
): PlanChange {
  const end = subscription.endsAt;
  const at = (from: number) => addMonths(new Date(from), months).getTime();
  const none = { creditKurus: 0, creditDays: 0, credited: [] as string[], queued: [] as string[], queueShiftMs: 0 };
  if (end === null || end <= now) {
    const endsAt = at(now);
    return { ...none, kind: 'new', startsAt: now, endsAt, subscriptionEndsAt: endsAt, switchesPlan: true };
  }
  const queue = subscription.periods
    .filter((p) => p.kind === 'downgrade' && p.startsAt > now)
    .sort((a, b) => a.startsAt - b.startsAt);
  const queued = queue.map((p) => p.id);
  // Where the current plan ends: at the first queued lower plan, else with the subscription.
  const currentEnd = queue[0]?.startsAt ?? end;
  const { planId, planPriceKurus } = subscription;

  if (target.planId !== null && target.planId === planId) {
    const endsAt = at(currentEnd);
    const shift = endsAt - currentEnd;
    return {
      ...none,
      kind: 'extend',
      startsAt: currentEnd,
      endsAt,
      queued,
      queueShiftMs: queue.length > 0 ? shift : 0,
      subscriptionEndsAt: end + shift,
      switchesPlan: false,
    };
  }
  if (planPriceKurus === null || target.priceKurus >= planPriceKurus) {
    const current = subscription.periods.filter((p) => !queued.includes(p.id) && p.startsAt < currentEnd);
    const credit = unusedValue(current, now, currentEnd);
    const endsAt = at(now);
    const shift = endsAt - currentEnd;
    return {
      kind: 'upgrade',
      startsAt: now,
      endsAt,
      creditKurus: credit.kurus,
      creditDays: credit.days,
      credited: credit.credited,
      queued,
      queueShiftMs: queue.length > 0 ? shift : 0,
      subscriptionEndsAt: queue.length > 0 ? end + shift : endsAt,
      switchesPlan: true,
    };
  }
  const endsAt = at(end);
  return { ...none, kind: 'downgrade', startsAt: end, endsAt, subscriptionEndsAt: endsAt, switchesPlan: false };
}

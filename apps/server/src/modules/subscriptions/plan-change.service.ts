import { errors, purchaseTotalKurus, tlTextOf, type PlanChangeKind } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { SystemCtx } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import * as repo from './plan-change.repo.js';
import { planChange, planNow, type Period, type PlanChange, type Subscription } from './plan-change.rules.js';

type Db = Kysely<Database>;

/** The plan bought: its id, name and monthly price now. */
export interface PlanOnSale {
  id: string;
  name: string;
  price_kurus: number;
}

/** A purchase priced: where it would fall now, its list price, the credit and what is charged. */
export interface PlanChangeQuote {
  change: PlanChange;
  currentPlanName: string | null;
  listKurus: number;
  creditKurus: number;
  creditDays: number | null;
  creditPlanName: string | null;
  totalKurus: number;
  /** The credit is the whole price or more: such a purchase is refused (a longer duration is needed). */
  coversPrice: boolean;
}

function toPeriod(row: repo.OpenPeriodRow): Period {
  return {
    id: row.id,
    planId: row.plan_id,
    kind: row.period_kind ?? 'extend',
    startsAt: Date.parse(row.period_starts_at!),
    endsAt: Date.parse(row.period_ends_at!),
    valueKurus: row.period_value_kurus ?? 0,
    switched: row.plan_switched_at !== null,
  };
}

/** The company's subscription at `now`, read for the rule, with every plan's price and name. */
async function readSubscription(db: Db, ctx: SystemCtx, now: Date) {
  const [company, rows, plans] = await Promise.all([
    repo.findSubscription(db, ctx),
    repo.listOpenPeriods(db, ctx, now.toISOString()),
    repo.listPlanPrices(db),
  ]);
  if (!company) throw notFound();
  const periods = rows.map(toPeriod);
  const planId = planNow(company.subscription_plan_id, periods, now.getTime());
  const plan = plans.find((each) => each.id === planId);
  const subscription: Subscription = {
    planId,
    planPriceKurus: plan?.price_kurus ?? null,
    endsAt: company.subscription_end_date === null ? null : Date.parse(company.subscription_end_date),
    periods,
  };
  return { subscription, planName: plan?.name ?? null, rows, plans };
}

/**
 * What buying `plan` for `months` costs and does now: the rule (plan-change.rules.ts) on the
 * company's subscription; an upgrade's credit taken off the price, never below it (`coversPrice`).
 * The quote call shows it, and the purchase calls charge it, each computing it afresh.
 */
export async function quotePlanChange(
  db: Db,
  ctx: SystemCtx,
  plan: PlanOnSale,
  months: number,
  now = new Date(),
): Promise<PlanChangeQuote> {
  const { subscription, planName } = await readSubscription(db, ctx, now);
  const change = planChange(subscription, { planId: plan.id, priceKurus: plan.price_kurus }, months, now.getTime());
  const listKurus = purchaseTotalKurus(plan.price_kurus, months);
  const credited = change.creditKurus > 0;
  return {
    change,
    currentPlanName: planName,
    listKurus,
    creditKurus: change.creditKurus,
    creditDays: credited ? change.creditDays : null,
    creditPlanName: credited ? planName : null,
    totalKurus: Math.max(0, listKurus - change.creditKurus),
    coversPrice: change.creditKurus >= listKurus,
  };
}

/**
 * Puts the company on a queued lower plan whose period has begun (the expiry job's pass, and
 * every approval before it reads the subscription). Inside the caller's transaction.
 */
export async function switchDuePlan(trx: Db, ctx: SystemCtx, now: Date): Promise<void> {
  const nowText = now.toISOString();
  const periods = (await repo.listOpenPeriods(trx, ctx, nowText)).map(toPeriod);
  const due = periods.find((p) => p.kind === 'downgrade' && !p.switched && p.startsAt <= now.getTime());
  if (due) await repo.setCompanyPlan(trx, ctx, due.planId);
  await repo.markSwitched(trx, ctx, nowText);
}

/** An approved purchase as the change reads it. */
export interface ChangedPurchase {
  id: string;
  company_id: string;
  plan_id: string | null;
  duration_months: number;
  total_kurus: number;
  credit_kurus: number | null;
}

/** What an approval did to the subscription: for the company's row and the audit. */
export interface AppliedChange {
  kind: PlanChangeKind;
  endDate: string;
  switchesPlan: boolean;
}

/**
 * Applies the rule to an approved purchase, inside the approving transaction (the operator's
 * approval of a transfer, PayTR's notification of a card payment: purchase-decisions.service.ts),
 * with the company's row already held: the periods an upgrade credits end now, the queued lower
 * plans move to follow the new period, and the purchase's own period is set. The period stands for
 * what was paid: the amount charged, and the credit it used when it replaces the current plan.
 */
export async function applyPlanChange(trx: Db, purchase: ChangedPurchase, now: Date): Promise<AppliedChange> {
  const ctx: SystemCtx = { companyId: purchase.company_id };
  await switchDuePlan(trx, ctx, now);
  const { subscription, rows, plans } = await readSubscription(trx, ctx, now);
  const bought = plans.find((plan) => plan.id === purchase.plan_id);
  // A plan gone since: its monthly price is what the purchase was priced at.
  const listKurus = purchase.total_kurus + (purchase.credit_kurus ?? 0);
  const priceKurus = bought?.price_kurus ?? Math.round(listKurus / purchase.duration_months);
  const change = planChange(
    subscription,
    { planId: purchase.plan_id, priceKurus },
    purchase.duration_months,
    now.getTime(),
  );
  const at = (ms: number) => new Date(ms).toISOString();
  await repo.cutPeriods(trx, ctx, change.credited, at(change.startsAt));
  for (const id of change.queued) {
    const row = rows.find((each) => each.id === id)!;
    await repo.movePeriod(trx, ctx, id, {
      period_starts_at: at(Date.parse(row.period_starts_at!) + change.queueShiftMs),
      period_ends_at: at(Date.parse(row.period_ends_at!) + change.queueShiftMs),
    });
  }
  await repo.setPeriod(trx, ctx, purchase.id, {
    period_kind: change.kind,
    period_starts_at: at(change.startsAt),
    period_ends_at: at(change.endsAt),
    period_value_kurus: change.kind === 'upgrade' ? listKurus : purchase.total_kurus,
    plan_switched_at: change.kind === 'downgrade' ? null : now.toISOString(),
  });
  return { kind: change.kind, endDate: at(change.subscriptionEndsAt), switchesPlan: change.switchesPlan };
}

/** A new purchase's price and the credit it is priced with, as stored on it. */
export interface PurchasePrice {
  total_kurus: number;
  credit_kurus: number | null;
  credit_days: number | null;
  credit_plan_name: string | null;
}

/**
 * The price a new purchase is stored and charged with, computed here whatever the browser showed:
 * the plan's price × months, less an upgrade's credit. A credit that covers the whole price is
 * refused (409), asking for a longer duration: nothing is charged 0 or less.
 */
export async function pricePurchase(
  db: Db,
  ctx: SystemCtx,
  plan: PlanOnSale,
  months: number,
  now = new Date(),
): Promise<PurchasePrice> {
  const quote = await quotePlanChange(db, ctx, plan, months, now);
  if (quote.coversPrice)
    throw conflict(errors.creditCoversPrice(tlTextOf(quote.creditKurus), tlTextOf(quote.listKurus)));
  return {
    total_kurus: quote.totalKurus,
    credit_kurus: quote.creditKurus > 0 ? quote.creditKurus : null,
    credit_days: quote.creditDays,
    credit_plan_name: quote.creditPlanName,
  };
}

/**
 * The operator set the current plan and its end by hand (the console's company edit): the queued
 * lower plans, each keeping its length, follow that end in order, so that an edit never takes away
 * a period that was paid for, and a queued plan already due is not switched to over the
 * operator's choice. The subscription's end is the last queued period's, or the date set. A date
 * already past ends the subscription now, queue and all (a chargeback, a company that asked to
 * stop: a refund of a queued plan is settled outside the app); its periods are cut to nothing, so
 * that the expiry job never switches the company to one later.
 */
export async function queueAfterEdit(trx: Db, companyId: string, currentEnd: string, now: Date): Promise<string> {
  const ctx: SystemCtx = { companyId };
  const nowText = now.toISOString();
  await repo.markSwitched(trx, ctx, nowText);
  const queue = (await repo.listOpenPeriods(trx, ctx, nowText))
    .map(toPeriod)
    .filter((period) => period.kind === 'downgrade' && period.startsAt > now.getTime());
  if (Date.parse(currentEnd) <= now.getTime()) {
    await repo.cutPeriods(
      trx,
      ctx,
      queue.map((period) => period.id),
      nowText,
    );
    return currentEnd;
  }
  let at = Date.parse(currentEnd);
  for (const period of queue) {
    const next = at + (period.endsAt - period.startsAt);
    await repo.movePeriod(trx, ctx, period.id, {
      period_starts_at: new Date(at).toISOString(),
      period_ends_at: new Date(next).toISOString(),
    });
    at = next;
  }
  return new Date(at).toISOString();
}

import type { PlanChangeKind } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { SystemCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/** The company's subscription as the plan change reads it. */
export function findSubscription(db: Db, ctx: SystemCtx) {
  return companyScope(db, ctx)
    .selectCompany()
    .leftJoin('plans', 'plans.id', 'companies.subscription_plan_id')
    .select([
      'companies.subscription_plan_id',
      'companies.subscription_end_date',
      'companies.subscription_status',
      'plans.name as plan_name',
    ])
    .executeTakeFirst();
}

/** Every plan's name and monthly price (a handful): what "higher" and "lower" are read by. */
export function listPlanPrices(db: Db) {
  return db.selectFrom('plans').select(['id', 'name', 'price_kurus']).execute();
}

/** The company's approved periods that have not ended by `nowText`, earliest first. */
export function listOpenPeriods(db: Db, ctx: SystemCtx, nowText: string) {
  return companyScope(db, ctx)
    .selectFrom('purchases')
    .select([
      'id',
      'plan_id',
      'plan_name',
      'period_kind',
      'period_starts_at',
      'period_ends_at',
      'period_value_kurus',
      'plan_switched_at',
    ])
    .where('status', '=', 'onaylandi')
    .where('period_ends_at', '>', nowText)
    .orderBy('period_starts_at')
    .execute();
}

export type OpenPeriodRow = Awaited<ReturnType<typeof listOpenPeriods>>[number];

/** The periods an upgrade credits end where it starts (one not begun yet is left empty). */
export async function cutPeriods(db: Db, ctx: SystemCtx, ids: readonly string[], atText: string): Promise<void> {
  if (ids.length === 0) return;
  await companyScope(db, ctx)
    .updateTable('purchases')
    .set({ period_ends_at: atText })
    .where('purchases.id', 'in', ids)
    .execute();
  await companyScope(db, ctx)
    .updateTable('purchases')
    .set({ period_starts_at: atText })
    .where('purchases.id', 'in', ids)
    .where('period_starts_at', '>', atText)
    .execute();
}

/** A period moved: a queued lower plan following the new end of the one before it. */
export async function movePeriod(
  db: Db,
  ctx: SystemCtx,
  id: string,
  period: { period_starts_at: string; period_ends_at: string },
): Promise<void> {
  await companyScope(db, ctx).updateTable('purchases').set(period).where('purchases.id', '=', id).execute();
}

/** An approved purchase's period, as the approval placed it. */
export async function setPeriod(
  db: Db,
  ctx: SystemCtx,
  id: string,
  period: {
    period_kind: PlanChangeKind;
    period_starts_at: string;
    period_ends_at: string;
    period_value_kurus: number;
    plan_switched_at: string | null;
  },
): Promise<void> {
  await companyScope(db, ctx).updateTable('purchases').set(period).where('purchases.id', '=', id).execute();
}

/** Queued lower plans whose period has begun: the company is on them now. */
export async function markSwitched(db: Db, ctx: SystemCtx, nowText: string): Promise<void> {
  await companyScope(db, ctx)
    .updateTable('purchases')
    .set({ plan_switched_at: nowText })
    .where('status', '=', 'onaylandi')
    .where('period_kind', '=', 'downgrade')
    .where('plan_switched_at', 'is', null)
    .where('period_starts_at', '<=', nowText)
    .execute();
}

/** The company's plan set to the one its period now is of. */
export async function setCompanyPlan(db: Db, ctx: SystemCtx, planId: string | null): Promise<void> {
  await companyScope(db, ctx).updateCompany().set({ subscription_plan_id: planId }).execute();
}

/**
 * Every company with a queued lower plan whose period has begun and that it is not on yet, across
 * companies (the expiry job's pass): the companies' ids.
 */
export async function companiesWithDueSwitch(db: Db, nowText: string): Promise<string[]> {
  // eslint-disable-next-line vazife/company-scope -- the expiry job works across companies
  const everyCompany = db.selectFrom('purchases');
  const rows = await everyCompany
    .select('company_id')
    .distinct()
    .where('status', '=', 'onaylandi')
    .where('period_kind', '=', 'downgrade')
    .where('plan_switched_at', 'is', null)
    .where('period_starts_at', '<=', nowText)
    .execute();
  return rows.map((row) => row.company_id);
}

import type { Kysely, Updateable } from 'kysely';
import { needsRowLocks } from '../../db/dialect.js';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { SystemCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/**
 * A company's own subscription fields, reached through its scope: what a decision on one of its
 * purchases (the operator's, or PayTR's signed notification), the expiry job and the demo write.
 * Each is handed the company it works in, never a bare id to look anywhere.
 */

/** The company's subscription, held until the transaction ends (PostgreSQL; SQLite writes one at a time). */
export function lockCompany(db: Db, ctx: SystemCtx) {
  let query = companyScope(db, ctx)
    .selectCompany()
    .select(['companies.id', 'subscription_status', 'subscription_end_date', 'owner_id']);
  if (needsRowLocks(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function extendSubscription(
  db: Db,
  ctx: SystemCtx,
  changes: { subscription_plan_id?: string | null; subscription_end_date: string; activate: boolean },
): Promise<void> {
  await companyScope(db, ctx)
    .updateCompany()
    .set({
      ...(changes.subscription_plan_id !== undefined ? { subscription_plan_id: changes.subscription_plan_id } : {}),
      subscription_end_date: changes.subscription_end_date,
      is_trial: false,
      ...(changes.activate ? { subscription_status: 'active' as const } : {}),
    })
    .execute();
}

/** A company's subscription fields set outright: what the demo backdates (subscriptions-seed.service.ts). */
export async function setCompanyState(
  db: Db,
  ctx: SystemCtx,
  state: Pick<Updateable<Database['companies']>, 'created_at' | 'subscription_end_date' | 'subscription_status'>,
): Promise<void> {
  await companyScope(db, ctx).updateCompany().set(state).execute();
}

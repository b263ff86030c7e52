import type { Insertable, Kysely, Updateable } from 'kysely';
import { companyScope, type CompanyInsert } from '../../../db/scope.js';
import type { Database } from '../../../db/types.js';
import type { MemberCtx, SystemCtx } from '../../../platform/context.js';

type Db = Kysely<Database>;

/** The one row of PayTR settings (id 1), or undefined before the first save. */
export function findSettings(db: Db) {
  return db.selectFrom('paytr_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The first save; two at once: the second meets the primary key (isUniqueViolation). */
export async function insertSettings(db: Db, row: Omit<Insertable<Database['paytr_settings']>, 'id'>): Promise<void> {
  await db
    .insertInto('paytr_settings')
    .values({ ...row, id: 1 })
    .execute();
}

export async function updateSettings(db: Db, changes: Updateable<Database['paytr_settings']>): Promise<boolean> {
  const result = await db.updateTable('paytr_settings').set(changes).where('id', '=', 1).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The employer as PayTR asks for the buyer: name and e-mail. */
export function findBuyer(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(['name', 'email'])
    .where('users.id', '=', ctx.actor.userId)
    .executeTakeFirst();
}

export async function insertCardPurchase(db: Db, ctx: MemberCtx, row: CompanyInsert<'purchases'>): Promise<void> {
  await companyScope(db, ctx).insertInto('purchases', row).execute();
}

/**
 * The card purchase of an order number, whatever its company: PayTR's notification carries no
 * session, only the order number it was given.
 */
export function findByOrder(db: Db, merchantOid: string) {
  return (
    // eslint-disable-next-line vazife/company-scope -- PayTR's notification names its order, not a company
    db
      .selectFrom('purchases')
      .select([
        'id',
        'company_id',
        'plan_id',
        'plan_name',
        'duration_months',
        'total_kurus',
        'credit_kurus',
        'status',
        'paytr_status',
        'paytr_amount_kurus',
      ])
      .where('merchant_oid', '=', merchantOid)
      .where('payment_method', '=', 'kredi_karti')
      .executeTakeFirst()
  );
}

/**
 * Marks a card purchase paid and approved, once: only while its payment waits, or was closed as
 * abandoned by the reconciliation (PayTR collected after all). Of two notifications at once one
 * wins, the other changes nothing (the row's state is the guard, on both engines).
 */
export async function settlePaid(
  db: Db,
  ctx: SystemCtx,
  id: string,
  changes: { paytr_total_kurus: number; paid_at: string },
): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .updateTable('purchases')
    .set({
      status: 'onaylandi',
      paytr_status: 'odendi',
      paytr_total_kurus: changes.paytr_total_kurus,
      paid_at: changes.paid_at,
      decided_at: changes.paid_at,
      rejection_reason: null,
    })
    .where('purchases.id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('purchases.status', '=', 'beklemede'), eb('purchases.paytr_status', '=', 'bekliyor')]),
        eb.and([eb('purchases.status', '=', 'iptal'), eb('purchases.paytr_status', '=', 'terk')]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a waiting card purchase failed with PayTR's reason, once. */
export async function settleFailed(
  db: Db,
  ctx: SystemCtx,
  id: string,
  changes: { reason: string; reasonCode: string | null; failed_at: string },
): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .updateTable('purchases')
    .set({
      status: 'reddedildi',
      paytr_status: 'basarisiz',
      rejection_reason: changes.reason,
      paytr_failed_reason: changes.reason,
      paytr_failed_reason_code: changes.reasonCode,
      failed_at: changes.failed_at,
      decided_at: changes.failed_at,
    })
    .where('purchases.id', '=', id)
    .where('purchases.status', '=', 'beklemede')
    .where('purchases.paytr_status', '=', 'bekliyor')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Closes every card purchase still waiting that was made before `before` (its payment page long
 * closed): `iptal`, its payment `terk` (abandoned), with the reason. How many it closed.
 */
export async function closeAbandoned(db: Db, before: string, reason: string, nowText: string): Promise<number> {
  // eslint-disable-next-line vazife/company-scope -- the reconciliation job works across companies
  const everyCompany = db.updateTable('purchases');
  const result = await everyCompany
    .set({ status: 'iptal', paytr_status: 'terk', rejection_reason: reason, decided_at: nowText })
    .where('payment_method', '=', 'kredi_karti')
    .where('status', '=', 'beklemede')
    .where('paytr_status', '=', 'bekliyor')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

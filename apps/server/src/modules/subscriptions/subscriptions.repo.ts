import type { Insertable, Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/** Plans on sale, the cheapest first. */
export function listActivePlans(db: Db) {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('price_kurus')
    .orderBy('name')
    .execute();
}

export function findPlan(db: Db, id: string) {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The accounts a transfer may be paid into, in the operator's order. */
export function listActiveBankAccounts(db: Db) {
  return db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('is_active', '=', true)
    .orderBy('display_order')
    .orderBy('created_at')
    .execute();
}

export function findBankAccount(db: Db, id: string) {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The actor's company's purchases, newest first, with the company's name. */
export function listOwnPurchases(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('purchases')
    .innerJoin('companies', 'companies.id', 'purchases.company_id')
    .selectAll('purchases')
    .select('companies.name as company_name')
    .orderBy('purchases.created_at', 'desc')
    .orderBy('purchases.id', 'desc')
    .execute();
}

export function findOwnPurchase(db: Db, ctx: MemberCtx, id: string) {
  return companyScope(db, ctx)
    .selectFrom('purchases')
    .innerJoin('companies', 'companies.id', 'purchases.company_id')
    .selectAll('purchases')
    .select('companies.name as company_name')
    .where('purchases.id', '=', id)
    .executeTakeFirst();
}

/** The purchase whose invoice this is, within the actor's company (the invoices' read rule). */
export function findOwnInvoice(db: Db, ctx: MemberCtx, key: string) {
  return companyScope(db, ctx)
    .selectFrom('purchases')
    .select(['invoice_file_name', 'invoice_mime_type'])
    .where('invoice_storage_key', '=', key)
    .executeTakeFirst();
}

export async function insertPurchase(
  db: Db,
  ctx: MemberCtx,
  row: Omit<Insertable<Database['purchases']>, 'company_id'>,
): Promise<void> {
  await companyScope(db, ctx).insertInto('purchases', row).execute();
}

/** Every active company past its end date, across companies (the expiry job's pass). */
export async function markEndedExpired(db: Db, nowText: string): Promise<number> {
  const result = await db
    .updateTable('companies')
    .set({ subscription_status: 'expired' })
    .where('subscription_status', '=', 'active')
    .where('subscription_end_date', '<', nowText)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

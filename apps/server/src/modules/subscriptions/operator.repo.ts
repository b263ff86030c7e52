import type { Insertable, Kysely, Updateable } from 'kysely';
import type { PurchaseStatus } from '@vazife/contract';
import type { Database } from '../../db/types.js';

/**
 * The operator's queries reach across companies by design: plans, accounts, every purchase (each
 * query on a company table says so where it stands). A company's own subscription is written
 * through its scope, in company-subscription.repo.ts.
 */
type Db = Kysely<Database>;

export function listPlans(db: Db) {
  return db.selectFrom('plans').selectAll().orderBy('price_kurus').orderBy('name').execute();
}

export async function insertPlan(db: Db, row: Insertable<Database['plans']>): Promise<void> {
  await db.insertInto('plans').values(row).execute();
}

export async function updatePlan(db: Db, id: string, changes: Updateable<Database['plans']>): Promise<boolean> {
  const result = await db.updateTable('plans').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether a company is on the plan, or a purchase of it waits: such a plan is made passive, not deleted. */
export async function planInUse(db: Db, id: string): Promise<boolean> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('subscription_plan_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (company) return true;
  // eslint-disable-next-line vazife/company-scope -- a plan is in use if any company's purchase of it waits
  const waiting = await db
    .selectFrom('purchases')
    .select('id')
    .where('plan_id', '=', id)
    .where('status', '=', 'beklemede')
    .limit(1)
    .executeTakeFirst();
  return waiting !== undefined;
}

export async function deletePlan(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('plans').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listBankAccounts(db: Db) {
  return db.selectFrom('bank_accounts').selectAll().orderBy('display_order').orderBy('created_at').execute();
}

export async function insertBankAccount(db: Db, row: Insertable<Database['bank_accounts']>): Promise<void> {
  await db.insertInto('bank_accounts').values(row).execute();
}

export async function updateBankAccount(
  db: Db,
  id: string,
  changes: Updateable<Database['bank_accounts']>,
): Promise<boolean> {
  const result = await db.updateTable('bank_accounts').set(changes).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteBankAccount(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('bank_accounts').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function purchasesWithCompany(db: Db) {
  // eslint-disable-next-line vazife/company-scope -- the operator lists every company's purchases
  return db
    .selectFrom('purchases')
    .innerJoin('companies', 'companies.id', 'purchases.company_id')
    .selectAll('purchases')
    .select('companies.name as company_name');
}

/** Every company's purchases, newest first, of one status or all. */
export function listPurchases(db: Db, status: PurchaseStatus | undefined) {
  let query = purchasesWithCompany(db);
  if (status) query = query.where('purchases.status', '=', status);
  return query.orderBy('purchases.created_at', 'desc').orderBy('purchases.id', 'desc').limit(500).execute();
}

export function findPurchase(db: Db, id: string) {
  return purchasesWithCompany(db).where('purchases.id', '=', id).executeTakeFirst();
}

/**
 * Settles a waiting purchase, only while it waits: of two decisions at once one wins, the other
 * gets false (the row's status is the guard, on both engines).
 */
export async function settlePurchase(
  db: Db,
  id: string,
  changes: {
    status: PurchaseStatus;
    admin_notes?: string | null;
    rejection_reason?: string | null;
    decided_at: string;
  },
): Promise<boolean> {
  // eslint-disable-next-line vazife/company-scope -- the operator decides a purchase by its id, whatever its company
  const result = await db
    .updateTable('purchases')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'beklemede')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The invoice of an approved purchase (only such a purchase has one). */
export async function setInvoice(
  db: Db,
  id: string,
  invoice: { invoice_storage_key: string; invoice_file_name: string; invoice_mime_type: string },
): Promise<boolean> {
  // eslint-disable-next-line vazife/company-scope -- the operator attaches an invoice to a purchase by its id
  const result = await db
    .updateTable('purchases')
    .set(invoice)
    .where('id', '=', id)
    .where('status', '=', 'onaylandi')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An operator's token version (what their download grants are signed under); undefined for no operator. */
export async function findOperatorVersion(db: Db, adminId: string): Promise<number | undefined> {
  const row = await db.selectFrom('super_admins').select('token_version').where('id', '=', adminId).executeTakeFirst();
  return row?.token_version;
}

export function findPlan(db: Db, id: string) {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBankAccount(db: Db, id: string) {
  return db.selectFrom('bank_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

import type { Kysely } from 'kysely';
import { needsRowLocks, toCount } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

export function findCompanyWithPlan(db: Db, companyId: string) {
  return db
    .selectFrom('companies')
    .leftJoin('plans', 'plans.id', 'companies.subscription_plan_id')
    .selectAll('companies')
    .select(['plans.name as plan_name', 'plans.max_users'])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
}

export type CompanyWithPlan = NonNullable<Awaited<ReturnType<typeof findCompanyWithPlan>>>;

export async function findCompanyName(db: Db, companyId: string): Promise<string | null> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? null;
}

export function findCompanyByCode(db: Db, code: string) {
  return db.selectFrom('companies').select(['id', 'subscription_status']).where('code', '=', code).executeTakeFirst();
}

export async function isCodeTaken(db: Db, code: string): Promise<boolean> {
  return (await db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** Holds the company's row until the transaction ends: seat-changing writes of one company queue up. */
export async function lockCompany(db: Db, companyId: string): Promise<void> {
  if (!needsRowLocks(db)) return;
  await db.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
}

/** Seats in use: every approved person of the company, the employer included. */
export async function countSeats(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .where('is_approved', '=', true)
    .executeTakeFirstOrThrow();
  return toCount(row.n as number);
}

/** The plan a trial runs on: the cheapest active one, or none while the operator has defined none. */
export function findTrialPlan(db: Db) {
  return db
    .selectFrom('plans')
    .select(['id', 'max_users'])
    .where('is_active', '=', true)
    .orderBy('price_kurus', 'asc')
    .orderBy('created_at', 'asc')
    .executeTakeFirst();
}

export async function trialDays(db: Db): Promise<number> {
  const row = await db.selectFrom('platform_settings').select('trial_days').where('id', '=', 1).executeTakeFirst();
  return row?.trial_days ?? 14;
}

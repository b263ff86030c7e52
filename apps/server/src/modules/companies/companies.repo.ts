import type { MessagingMode } from '@vazife/contract';
import type { Insertable, Kysely } from 'kysely';
import { needsRowLocks, toCount } from '../../db/dialect.js';
import { companyScope } from '../../db/scope.js';
import type { Database, UserRow, UserUpdate } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/** The actor's company with its plan. */
export function findCompanyWithPlan(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectCompany()
    .leftJoin('plans', 'plans.id', 'companies.subscription_plan_id')
    .selectAll('companies')
    .select(['plans.name as plan_name', 'plans.max_users'])
    .executeTakeFirst();
}

export type CompanyWithPlan = NonNullable<Awaited<ReturnType<typeof findCompanyWithPlan>>>;

/** A new company; its owner joins it with joinWithoutCompany in the same transaction. */
export async function insertCompany(db: Db, company: Insertable<Database['companies']>): Promise<void> {
  await db.insertInto('companies').values(company).execute();
}

/**
 * Puts a person into a company only while they have none: of two joins or creations at the same
 * moment one wins, and the other gets undefined. Reaches across companies on purpose: the person
 * is in none yet.
 */
export function joinWithoutCompany(
  db: Db,
  userId: string,
  changes: UserUpdate & { company_id: string },
): Promise<UserRow | undefined> {
  // Triggers move the task list counter of the person's company (migration 0003) and the messaging
  // list counters of everyone who talks with them (migration 0010) when their company changes: the answers those modules keep are rebuilt, on every server instance.
  // eslint-disable-next-line vazife/company-scope -- the person is in no company yet
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', userId)
    .where('company_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** The signed-in person, company or none: who creates a company has none yet. */
export function findUser(db: Db, userId: string): Promise<UserRow> {
  // eslint-disable-next-line vazife/company-scope -- by the actor's own id, before they have a company
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/**
 * The name of the company a person belongs to or asked to join, for their own /me: a person still
 * awaiting approval is no member yet, so this reads by the id on their own row.
 */
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
export async function lockCompany(db: Db, ctx: MemberCtx): Promise<void> {
  if (!needsRowLocks(db)) return;
  await companyScope(db, ctx).selectCompany().select('companies.id').forUpdate().execute();
}

/** Seats in use: every approved person of the company, the employer included. */
export async function countSeats(db: Db, ctx: MemberCtx): Promise<number> {
  const row = await companyScope(db, ctx)
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('users.is_approved', '=', true)
    .executeTakeFirstOrThrow();
  return toCount(row.n as number);
}

/** A new company code for the actor's company. */
export async function setCompanyCode(db: Db, ctx: MemberCtx, code: string): Promise<void> {
  await companyScope(db, ctx).updateCompany().set({ code }).execute();
}

/** Sets the company's messaging rule; whether it changed (the same rule again writes nothing). */
export async function setMessagingMode(db: Db, ctx: MemberCtx, mode: MessagingMode): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .updateCompany()
    .set({ messaging_mode: mode })
    .where('messaging_mode', '!=', mode)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

/** Notes that the actor's company turned this person away; a later rejection moves the time on. */
export function upsertRejection(db: Db, ctx: MemberCtx, userId: string, rejectedAt: string) {
  return companyScope(db, ctx)
    .insertInto('join_rejections', { user_id: userId, rejected_at: rejectedAt })
    .onConflict((oc) => oc.columns(['company_id', 'user_id']).doUpdateSet({ rejected_at: rejectedAt }))
    .execute();
}

/** When the company last turned this person away, read as they ask to join it again. */
export function findRejection(db: Db, companyId: string, userId: string) {
  // eslint-disable-next-line vazife/company-scope -- the person asking is in no company yet
  return db
    .selectFrom('join_rejections')
    .select('rejected_at')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The company that last turned this person away, with its name, for their join screen. */
export function findLatestRejection(db: Db, userId: string) {
  // eslint-disable-next-line vazife/company-scope -- the person asking is in no company
  return db
    .selectFrom('join_rejections')
    .innerJoin('companies', 'companies.id', 'join_rejections.company_id')
    .select(['companies.name', 'join_rejections.rejected_at'])
    .where('join_rejections.user_id', '=', userId)
    .orderBy('join_rejections.rejected_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

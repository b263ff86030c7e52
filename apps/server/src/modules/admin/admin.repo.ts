import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';

/** The operator's queries reach across companies by design. */
type Db = Kysely<Database>;

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('super_admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminId(db: Db, username: string) {
  return db.selectFrom('super_admins').select('id').where('username', '=', username).executeTakeFirst();
}

/** A new password, and every earlier token of the operator revoked. */
export async function resetAdminPassword(db: Db, id: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('super_admins')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export function insertAdmin(db: Db, username: string, passwordHash: string) {
  return db
    .insertInto('super_admins')
    .values({ id: randomUUID(), username, password_hash: passwordHash, created_at: nowIso() })
    .execute();
}

export function anyAdmin(db: Db) {
  return db.selectFrom('super_admins').select('id').limit(1).executeTakeFirst();
}

/** Companies: all, new since `weekAgo`, active and expired at `nowText`. */
export function companyCounts(db: Db, weekAgo: string, nowText: string) {
  return db
    .selectFrom('companies')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>(eb.case().when('created_at', '>=', weekAgo).then(1).end()).as('new_this_week'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(
              eb.and([
                eb('subscription_status', '=', 'active'),
                eb.or([eb('subscription_end_date', 'is', null), eb('subscription_end_date', '>=', nowText)]),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('active'),
      eb.fn
        .count<number>(
          eb
            .case()
            .when(
              eb.or([
                eb('subscription_status', '=', 'expired'),
                eb.and([eb('subscription_status', '=', 'active'), eb('subscription_end_date', '<', nowText)]),
              ]),
            )
            .then(1)
            .end(),
        )
        .as('expired'),
    ])
    .executeTakeFirstOrThrow();
}

export function userCount(db: Db) {
  return db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
}

/** Companies per plan, the most used first; companies without a plan under a null plan. */
export function planDistribution(db: Db) {
  return db
    .selectFrom('companies')
    .leftJoin('plans', 'plans.id', 'companies.subscription_plan_id')
    .select(['plans.id as id', 'plans.name as name'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .groupBy(['plans.id', 'plans.name'])
    .orderBy('count', 'desc')
    .execute();
}

/** Everyone of a company, for ending their live streams when the operator suspends it. */
export async function companyUserIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('users').select('id').where('company_id', '=', companyId).execute();
  return rows.map((row) => row.id);
}

import { errors } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/dialect.js';
import { conflict } from '../../platform/errors.js';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/types.js';

/** Sign-in reaches across companies by design: it finds a person by e-mail before any company is known. */
export type Db = Kysely<Database>;

export function emailKey(email: string): string {
  return email.trim().toLocaleLowerCase('en-US');
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

/** Whether a person's company is suspended decides their sign-in. */
export function findCompanyStatus(db: Db, companyId: string) {
  return db.selectFrom('companies').select('subscription_status').where('id', '=', companyId).executeTakeFirst();
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('email_key', '=', emailKey(email));
  if (exceptUserId) q = q.where('id', '!=', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  try {
    return await db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(errors.emailTaken);
    throw error;
  }
}

export async function updateUser(db: Db, id: string, changes: UserUpdate): Promise<UserRow> {
  // Triggers move the task list counter of the person's company (migration 0003) and the messaging
  // list counters of everyone who talks with them (migration 0010) when their name, role or company
  // changes: the answers those modules keep are rebuilt, on every server instance.
  try {
    return await db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(errors.emailTaken);
    throw error;
  }
}

/** Revokes every token issued so far. */
export async function bumpTokenVersion(db: Db, id: string): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return row.token_version;
}

/**
 * Ends one session (migration 0011) until its token would have expired anyway, and forgets the
 * person's sessions ended earlier whose tokens have expired since.
 */
export async function endSession(db: Db, userId: string, sid: string, now: Date, expiresAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('ended_sessions')
      .where('user_id', '=', userId)
      .where('expires_at', '<', now.toISOString())
      .execute();
    await trx
      .insertInto('ended_sessions')
      .values({ sid, user_id: userId, expires_at: expiresAt.toISOString() })
      .onConflict((oc) => oc.column('sid').doNothing())
      .execute();
  });
}

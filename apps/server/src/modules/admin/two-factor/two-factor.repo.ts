import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../../db/dialect.js';
import type { Database } from '../../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

export function findAdmin(db: Db, adminId: string) {
  return db.selectFrom('super_admins').selectAll().where('id', '=', adminId).executeTakeFirst();
}

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('super_admins').select(['id', 'username']).where('username', '=', username).executeTakeFirst();
}

export function findTwoFactor(db: Db, adminId: string) {
  return db.selectFrom('operator_two_factor').selectAll().where('admin_id', '=', adminId).executeTakeFirst();
}

/**
 * A new setup's secret, replacing an earlier setup's, unless two-factor is already on. Answers
 * whether it was written: one statement, so that a setup racing an enable cannot replace its secret.
 */
export async function putPendingSecret(db: Db, adminId: string, secretSealed: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .insertInto('operator_two_factor')
    .values({ admin_id: adminId, secret_sealed: secretSealed, enabled: false, last_step: null, created_at: now })
    .onConflict((oc) =>
      oc
        .column('admin_id')
        .doUpdateSet({ secret_sealed: secretSealed, last_step: null, created_at: now, enabled_at: null })
        .where('operator_two_factor.enabled', '=', false),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Takes a code's time step: it must be later than the last one taken, so that a code is used once.
 * `enabled` says which state the secret must be in (a setup's first code, or a sign-in's).
 */
export async function takeStep(db: Db, adminId: string, step: number, enabled: boolean): Promise<boolean> {
  const result = await db
    .updateTable('operator_two_factor')
    .set({ last_step: step })
    .where('admin_id', '=', adminId)
    .where('enabled', '=', enabled)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every token of the operator issued so far (platform/auth.ts checks the version): the new version. */
export async function endEarlierTokens(db: Db, adminId: string): Promise<number> {
  const row = await db
    .updateTable('super_admins')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', adminId)
    .returning('token_version')
    .executeTakeFirstOrThrow();
  return row.token_version;
}

export async function markEnabled(db: Db, adminId: string): Promise<void> {
  await db
    .updateTable('operator_two_factor')
    .set({ enabled: true, enabled_at: nowIso() })
    .where('admin_id', '=', adminId)
    .execute();
}

export async function deleteTwoFactor(db: Db, adminId: string): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('admin_id', '=', adminId).execute();
  await db.deleteFrom('operator_login_challenges').where('admin_id', '=', adminId).execute();
  await db.deleteFrom('operator_two_factor').where('admin_id', '=', adminId).execute();
}

/** The operator's recovery codes become these (digests), the earlier ones gone. */
export async function replaceRecoveryCodes(db: Db, adminId: string, codeHashes: string[]): Promise<void> {
  await db.deleteFrom('operator_recovery_codes').where('admin_id', '=', adminId).execute();
  await db
    .insertInto('operator_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ id: randomUUID(), admin_id: adminId, code_hash, used_at: null })))
    .execute();
}

export async function unusedRecoveryCodeCount(db: Db, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('operator_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Uses a recovery code: answers whether an unused one of this digest was there (and now is used). */
export async function useRecoveryCode(db: Db, adminId: string, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('operator_recovery_codes')
    .set({ used_at: nowIso() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertChallenge(
  db: Db,
  challenge: { tokenHash: string; adminId: string; tokenVersion: number; expiresAt: string },
): Promise<void> {
  // The operator's challenges that have run out go as a new one comes.
  await db
    .deleteFrom('operator_login_challenges')
    .where('admin_id', '=', challenge.adminId)
    .where('expires_at', '<', nowIso())
    .execute();
  await db
    .insertInto('operator_login_challenges')
    .values({
      token_hash: challenge.tokenHash,
      admin_id: challenge.adminId,
      token_version: challenge.tokenVersion,
      expires_at: challenge.expiresAt,
    })
    .execute();
}

/** A challenge still open: not expired, and not spent by too many wrong codes. */
export function findOpenChallenge(db: Db, tokenHash: string, maxFailures: number, now = Date.now()) {
  return db
    .selectFrom('operator_login_challenges')
    .innerJoin('super_admins', 'super_admins.id', 'operator_login_challenges.admin_id')
    .select([
      'operator_login_challenges.admin_id',
      'operator_login_challenges.token_version as challenge_version',
      'super_admins.token_version',
      'super_admins.username',
    ])
    .where('operator_login_challenges.token_hash', '=', tokenHash)
    .where('operator_login_challenges.expires_at', '>', new Date(now).toISOString())
    .where('operator_login_challenges.failures', '<', maxFailures)
    .executeTakeFirst();
}

export async function countChallengeFailure(db: Db, tokenHash: string): Promise<void> {
  await db
    .updateTable('operator_login_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Spends a challenge: answers whether it was still there (a second use of one finds it gone). */
export async function deleteChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('operator_login_challenges')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

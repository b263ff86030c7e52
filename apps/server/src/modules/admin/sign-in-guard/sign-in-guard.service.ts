import { errors } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import { tooManyRequests } from '../../../platform/errors.js';
import { recordAudit } from '../../audit/index.js';
import * as repo from './sign-in-guard.repo.js';
import { releaseAttempt, reserveAttempt, type Allowed } from './sign-in-guard.rules.js';

type Db = Kysely<Database>;

/**
 * The operator's sign-in, limited per account and written to the audit log: both steps (password,
 * then code) take an attempt before they check, and settle it after (docs/operator-security.md).
 */

/** An attempt the account's limit let through, to be settled once it is checked. */
export interface Attempt extends Allowed {
  admin: { id: string; username: string };
  /** The caller's address, for the audit log. */
  address: string;
}

/** Which answer was wrong. */
export type FailedStep = 'password' | 'code' | 'recovery_code';

/**
 * Counts an attempt on the operator's account, or refuses it with 429 (and `retry-after`) while
 * the account is locked: then nothing is checked, the right password included.
 */
export async function takeAttempt(
  db: Db,
  admin: { id: string; username: string },
  address: string,
  now = Date.now(),
): Promise<Attempt> {
  const reservation = await db.transaction().execute(async (trx) => {
    const outcome = reserveAttempt(await repo.lockGuard(trx, admin.id), now);
    if (outcome.allowed) await repo.writeGuard(trx, admin.id, outcome.next);
    return outcome;
  });
  if (!reservation.allowed) {
    const seconds = Math.ceil(reservation.retryAfterMs / 1000);
    throw tooManyRequests(errors.operatorSignInLocked(Math.ceil(seconds / 60)), seconds);
  }
  return { ...reservation, admin, address };
}

/** The password was right and the second step comes: the attempt was no failure. */
export async function takeBackAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state = await repo.lockGuard(trx, attempt.admin.id);
    await repo.writeGuard(trx, attempt.admin.id, releaseAttempt(state, attempt));
  });
}

/** A wrong password or code: its audit entry, and the lockout's when it completed the count. */
export async function attemptFailed(db: Db, attempt: Attempt, step: FailedStep): Promise<void> {
  const { admin, address } = attempt;
  const actor = { adminId: admin.id };
  await db.transaction().execute(async (trx) => {
    await recordAudit(trx, actor, {
      kind: 'operator',
      id: admin.id,
      label: admin.username,
      action: 'sign_in_failed',
      after: { address, step },
    });
    if (attempt.lockoutMinutes === null) return;
    await recordAudit(trx, actor, {
      kind: 'operator',
      id: admin.id,
      label: admin.username,
      action: 'sign_in_locked',
      after: {
        address,
        lockout_minutes: attempt.lockoutMinutes,
        locked_until: new Date(attempt.next.lockedUntil!).toISOString(),
      },
    });
  });
}

/** The sign-in is done (the token is about to be handed out): the count starts again, and is logged. */
export async function signInSucceeded(db: Db, attempt: Attempt, twoFactor: boolean): Promise<void> {
  const { admin, address } = attempt;
  await db.transaction().execute(async (trx) => {
    await repo.clearGuard(trx, admin.id);
    await recordAudit(
      trx,
      { adminId: admin.id },
      {
        kind: 'operator',
        id: admin.id,
        label: admin.username,
        action: 'sign_in',
        after: { address, two_factor: twoFactor },
      },
    );
  });
}

/** A new password (`npm run admin -- create NAME`): the failures counted against the old one go. */
export async function clearSignInGuard(db: Db, adminId: string): Promise<void> {
  await repo.clearGuard(db, adminId);
}

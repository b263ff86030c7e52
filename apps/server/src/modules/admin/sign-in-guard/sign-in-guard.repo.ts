import type { Kysely, Selectable, Transaction } from 'kysely';
import { needsRowLocks } from '../../../db/dialect.js';
import type { Database, OperatorSignInGuardsTable } from '../../../db/types.js';
import type { GuardState } from './sign-in-guard.rules.js';

type Db = Kysely<Database> | Transaction<Database>;

const time = (value: string | null) => (value === null ? null : Date.parse(value));
const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());

function toState(row: Selectable<OperatorSignInGuardsTable>): GuardState {
  return {
    failures: row.failures,
    lastFailureAt: time(row.last_failure_at),
    lockedUntil: time(row.locked_until),
    lockouts: row.lockouts,
  };
}

/**
 * The operator's counters, made if missing, locked until the transaction ends on PostgreSQL (where
 * another instance may count the same account at the same moment; SQLite runs one transaction at a
 * time).
 */
export async function lockGuard(trx: Transaction<Database>, adminId: string): Promise<GuardState> {
  await trx
    .insertInto('operator_sign_in_guards')
    .values({ admin_id: adminId, failures: 0, lockouts: 0, last_failure_at: null, locked_until: null })
    .onConflict((oc) => oc.column('admin_id').doNothing())
    .execute();
  let query = trx.selectFrom('operator_sign_in_guards').selectAll().where('admin_id', '=', adminId);
  if (needsRowLocks(trx)) query = query.forUpdate();
  return toState(await query.executeTakeFirstOrThrow());
}

export async function writeGuard(db: Db, adminId: string, state: GuardState): Promise<void> {
  await db
    .updateTable('operator_sign_in_guards')
    .set({
      failures: state.failures,
      last_failure_at: iso(state.lastFailureAt),
      locked_until: iso(state.lockedUntil),
      lockouts: state.lockouts,
    })
    .where('admin_id', '=', adminId)
    .execute();
}

/** A finished sign-in, or a new password: the account's count starts again. */
export async function clearGuard(db: Db, adminId: string): Promise<void> {
  await db.deleteFrom('operator_sign_in_guards').where('admin_id', '=', adminId).execute();
}

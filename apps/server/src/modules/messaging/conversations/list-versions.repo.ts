import { sql, type Kysely } from 'kysely';
import { needsRowLocks } from '../../../db/dialect.js';
import type { Database } from '../../../db/types.js';
import type { VersionCounter } from '../../../platform/version-counters.js';

type Db = Kysely<Database>;

/**
 * A person's messaging list counter (migration 0010): database triggers move it on every write
 * their conversation list or a chat page could show. Read along with the actor on every signed-in
 * call once the module registers it (message-list-cache.ts): checking a kept list or chat page
 * then costs no query of its own.
 */
export const messageListCounter: VersionCounter = {
  name: 'messageListVersion',
  table: 'message_list_versions',
  column: 'version',
  keyedBy: 'user_id',
  fallback: '0',
};

/** The counter outside a request (the actor lookup did not read it). */
export async function readListVersion(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('message_list_versions')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return String(row?.version ?? messageListCounter.fallback);
}

/**
 * PostgreSQL: moves these people's counters first thing in a transaction, in the order of their
 * ids. The triggers move them again later in the transaction (on rows already held); taking the
 * counters before any thread row means every messaging write takes its locks in one order
 * (people's rows, counters, threads), so two writes wait for each other instead of deadlocking.
 *
 * The people's rows come first, as the foreign keys of the rows written later would take them
 * (`for key share`): a profile change, which holds the person's row and then moves the counters of
 * everyone they talk with, then waits for the message or the message for it, never both.
 *
 * SQLite writes one transaction at a time: nothing to hold there. The repositories call it before
 * their writes (messages.repo.ts, threads.repo.ts); a service never does.
 */
export async function holdListVersions(db: Db, userIds: readonly string[]): Promise<void> {
  if (!needsRowLocks(db)) return;
  const sorted = [...new Set(userIds)].sort();
  for (let i = 0; i < sorted.length; i += 1000) {
    const ids = sorted.slice(i, i + 1000);
    // eslint-disable-next-line vazife/company-scope -- by people the caller found in its company
    await sql`select id from users where id in (${sql.join(ids)}) order by id for key share`.execute(db);
  }
  for (let i = 0; i < sorted.length; i += 1000) {
    const ids = sorted.slice(i, i + 1000);
    // eslint-disable-next-line vazife/company-scope -- by people the caller found in its company
    await sql`insert into message_list_versions (user_id, version)
      select u.id, 1 from users u where u.id in (${sql.join(ids)}) order by u.id
      on conflict (user_id) do update set version = message_list_versions.version + 1`.execute(db);
  }
}

import type { Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * The sessions signed out one by one: a sign-in's token carries a session id (`sid`), and signing
 * out on one device ends that session alone by writing its id here (platform/auth.ts refuses a
 * token whose session is listed). Ending every session moves the person's `token_version` instead.
 * A row matters only until its token would have expired anyway (`expires_at`); sign-out clears the
 * person's past ones.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('ended_sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ended_sessions_user_idx').on('ended_sessions').columns(['user_id']).execute();
}

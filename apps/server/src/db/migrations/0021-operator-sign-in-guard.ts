import type { Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * The per-account limit of the operator's sign-in (docs/operator-security.md, "Rate limits"): one
 * row per operator with its failed attempts in a row, the end of a lockout, and how many lockouts
 * came one after another (each is longer than the one before). Kept in the database, not in a
 * process, so that every instance behind a load balancer counts the same attempts.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('operator_sign_in_guards')
    .addColumn('admin_id', 'text', (c) => c.primaryKey().references('super_admins.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', d.timestamp)
    .addColumn('locked_until', d.timestamp)
    .addColumn('lockouts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

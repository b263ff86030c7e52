import type { Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * When a company last rejected a person's request to join: they may ask the same company again
 * only a day later (modules/companies), and any other company at once. One row per pair, kept
 * until the company or the person is deleted.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('join_rejections')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rejected_at', d.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('join_rejections_pk', ['company_id', 'user_id'])
    .execute();
}

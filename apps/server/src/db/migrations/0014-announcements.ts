import type { Kysely } from 'kysely';
import { companyForeignKey } from '../company-keys.js';
import type { DialectInfo } from '../dialect.js';

/**
 * Announcements (docs/product-rules.md#announcements): an employer's or a manager's notice to the
 * whole company, with at most one attachment (a random name in the `announcements` area), paged
 * by (company_id, created_at, id), newest first. `announcement_reads` records each member's first
 * opening, once per person: the list's own read mark looks one up by (announcement_id, user_id),
 * the counts and the readers' list read one announcement's rows from the same key.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('announcements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.unique())
    .addColumn('file_name', 'text')
    .addColumn('mime_type', 'text')
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addUniqueConstraint('announcements_company_id_id_unique', ['company_id', 'id'])
    .$call(companyForeignKey('announcements_creator_fk', 'created_by', 'users'))
    .execute();
  await db.schema
    .createIndex('announcements_company_idx')
    .on('announcements')
    .columns(['company_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('announcement_reads')
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('announcement_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('read_at', d.timestamp, (c) => c.notNull())
    .addUniqueConstraint('announcement_reads_unique', ['announcement_id', 'user_id'])
    .$call(companyForeignKey('announcement_reads_announcement_fk', 'announcement_id', 'announcements'))
    .$call(companyForeignKey('announcement_reads_user_fk', 'user_id', 'users'))
    .execute();
  // A person's reads, for the cascade when they leave.
  await db.schema
    .createIndex('announcement_reads_user_idx')
    .on('announcement_reads')
    .columns(['company_id', 'user_id'])
    .execute();
}

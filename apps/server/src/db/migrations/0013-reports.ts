import type { Kysely } from 'kysely';
import { companyForeignKey } from '../company-keys.js';
import type { DialectInfo } from '../dialect.js';

/**
 * Reports (docs/product-rules.md#reports): a worker's written report with at most one file. Readers
 * of the whole company page by (company_id, created_at, id), newest first; a worker pages their
 * own by (company_id, user_id, created_at, id). The file is a random name in the `reports` area
 * (files module), with its thumbnail once made.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // gunluk, haftalik, mesai_teslim, olay, bakim or guvenlik (contract enum-values.ts)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.unique())
    .addColumn('thumbnail_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('mime_type', 'text')
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addUniqueConstraint('reports_company_id_id_unique', ['company_id', 'id'])
    .$call(companyForeignKey('reports_user_fk', 'user_id', 'users'))
    .execute();
  await db.schema
    .createIndex('reports_company_idx')
    .on('reports')
    .columns(['company_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('reports_user_idx')
    .on('reports')
    .columns(['company_id', 'user_id', 'created_at', 'id'])
    .execute();
}

import type { Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * The operator's audit log (docs/architecture.md, "Side effects after a commit"): one row per change the
 * operator makes to a company, plan, purchase, bank account, slide or the platform's settings,
 * written in the change's own transaction. It names no company with a `company_id`: a deleted
 * company's rows stay, and the log is the operator's, not a company's. The operator's id is set
 * to null when that operator is removed; the username stays. Read newest first, optionally by kind
 * or operator.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('operator_audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('operator_id', 'text', (c) => c.references('super_admins.id').onDelete('set null'))
    .addColumn('operator_username', 'text', (c) => c.notNull())
    .addColumn('entity_kind', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('entity_label', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_audit_log_time_idx')
    .on('operator_audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('operator_audit_log_kind_idx')
    .on('operator_audit_log')
    .columns(['entity_kind', 'created_at'])
    .execute();
  await db.schema
    .createIndex('operator_audit_log_operator_idx')
    .on('operator_audit_log')
    .columns(['operator_username', 'created_at'])
    .execute();
}

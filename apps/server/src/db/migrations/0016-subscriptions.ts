import { sql, type Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * Subscriptions (docs/product-rules.md#subscriptions-and-suspension): a plan's description, the operator's bank
 * accounts for transfers, and the companies' purchases. Money is held in kuruş as integers (never
 * a float); a purchase keeps its plan's name and its total as they were when it was made, so that
 * a later change of the plan does not rewrite the history. The operator's purchase list reads by
 * (status, created_at), a company's own by (company_id, created_at).
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema.alterTable('plans').addColumn('description', 'text').execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('account_holder', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('branch', 'text')
    .addColumn('display_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', d.boolean, (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (c) => c.references('plans.id').onDelete('set null'))
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('duration_months', 'integer', (c) => c.notNull())
    .addColumn('total_kurus', 'integer', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('bank_account_id', 'text', (c) => c.references('bank_accounts.id').onDelete('set null'))
    .addColumn('invoice_company_name', 'text', (c) => c.notNull())
    .addColumn('invoice_tax_office', 'text')
    .addColumn('invoice_tax_number', 'text')
    .addColumn('invoice_address', 'text')
    .addColumn('user_phone', 'text')
    .addColumn('notes', 'text')
    .addColumn('admin_notes', 'text')
    .addColumn('rejection_reason', 'text')
    .addColumn('invoice_storage_key', 'text', (c) => c.unique())
    .addColumn('invoice_file_name', 'text')
    .addColumn('invoice_mime_type', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('decided_at', d.timestamp)
    .addUniqueConstraint('purchases_company_id_id_unique', ['company_id', 'id'])
    .addCheckConstraint('purchases_duration_check', sql`duration_months in (1, 3, 6, 12)`)
    .addCheckConstraint('purchases_total_check', sql`total_kurus >= 0`)
    .addCheckConstraint('purchases_method_check', sql`payment_method in ('havale_eft', 'kredi_karti')`)
    .addCheckConstraint('purchases_status_check', sql`status in ('beklemede', 'onaylandi', 'reddedildi', 'iptal')`)
    .execute();
  await db.schema
    .createIndex('purchases_company_idx')
    .on('purchases')
    .columns(['company_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('purchases_status_idx').on('purchases').columns(['status', 'created_at']).execute();
}

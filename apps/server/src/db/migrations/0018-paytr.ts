import { sql, type Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * Card payments through PayTR (docs/card-payments.md). The operator's PayTR credentials are one
 * row (id 1), their merchant key and salt encrypted at rest (platform/secrets.ts). A card purchase
 * carries its PayTR order number (`merchant_oid`, unique: the notification finds the purchase by
 * it), the amount sent in kuruş, where the payment stands at PayTR, when it was paid or failed, and
 * PayTR's reason for a failure. The reconciliation job reads waiting card purchases by
 * (payment_method, status, created_at).
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('paytr_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull())
    .addColumn('merchant_key_encrypted', 'text', (c) => c.notNull())
    .addColumn('merchant_salt_encrypted', 'text', (c) => c.notNull())
    .addColumn('merchant_key_hint', 'text', (c) => c.notNull())
    .addColumn('merchant_salt_hint', 'text', (c) => c.notNull())
    .addColumn('is_test_mode', d.boolean, (c) => c.notNull())
    .addColumn('is_active', d.boolean, (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('updated_at', d.timestamp, (c) => c.notNull())
    .addCheckConstraint('paytr_settings_single_row', sql`id = 1`)
    .execute();

  await db.schema.alterTable('purchases').addColumn('merchant_oid', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('paytr_amount_kurus', 'integer').execute();
  await db.schema.alterTable('purchases').addColumn('paytr_status', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('paytr_total_kurus', 'integer').execute();
  await db.schema.alterTable('purchases').addColumn('paid_at', d.timestamp).execute();
  await db.schema.alterTable('purchases').addColumn('failed_at', d.timestamp).execute();
  await db.schema.alterTable('purchases').addColumn('paytr_failed_reason_code', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('paytr_failed_reason', 'text').execute();
  await db.schema
    .createIndex('purchases_merchant_oid_unique')
    .on('purchases')
    .column('merchant_oid')
    .unique()
    .execute();
  await db.schema
    .createIndex('purchases_method_status_idx')
    .on('purchases')
    .columns(['payment_method', 'status', 'created_at'])
    .execute();
}

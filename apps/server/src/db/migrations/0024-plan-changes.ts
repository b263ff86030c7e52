import type { Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * Changing plans (docs/product-rules.md, "Changing plans"). A purchase keeps the credit it was
 * priced with (the unused paid value of the plan it replaces: kuruş, days, that plan's name) and,
 * once approved, the period it bought: how it was placed (`new`, `extend`, `upgrade`,
 * `downgrade`), when it starts and ends, the value that period stands for when a later upgrade
 * credits what is left of it, and when the company was put on its plan (at approval, or, for a
 * lower plan queued after the current one, once its period began). A company's periods are read
 * by (company_id, period_ends_at). Purchases approved before this carry no period: they credit
 * nothing.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema.alterTable('purchases').addColumn('credit_kurus', 'integer').execute();
  await db.schema.alterTable('purchases').addColumn('credit_days', 'integer').execute();
  await db.schema.alterTable('purchases').addColumn('credit_plan_name', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('period_kind', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('period_starts_at', d.timestamp).execute();
  await db.schema.alterTable('purchases').addColumn('period_ends_at', d.timestamp).execute();
  await db.schema.alterTable('purchases').addColumn('period_value_kurus', 'integer').execute();
  await db.schema.alterTable('purchases').addColumn('plan_switched_at', d.timestamp).execute();
  await db.schema
    .createIndex('purchases_company_period_idx')
    .on('purchases')
    .columns(['company_id', 'period_ends_at'])
    .execute();
}

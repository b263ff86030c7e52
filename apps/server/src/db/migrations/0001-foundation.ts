import { sql, type Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/** Companies, people, the platform operator, platform settings, login slider and plans. */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_kurus', 'integer', (c) => c.notNull())
    .addColumn('max_users', 'integer', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_active', d.boolean, (c) => c.notNull().defaultTo(sql.lit(d.name === 'sqlite' ? 1 : true)))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('subscription_status', 'text', (c) => c.notNull())
    .addColumn('subscription_plan_id', 'text', (c) => c.references('plans.id').onDelete('set null'))
    .addColumn('is_trial', d.boolean, (c) => c.notNull())
    .addColumn('subscription_end_date', d.timestamp)
    .addColumn('messaging_mode', 'text', (c) => c.notNull().defaultTo('acik'))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addCheckConstraint(
      'companies_status_check',
      sql`subscription_status in ('active','expired','suspended','cancelled')`,
    )
    .addCheckConstraint('companies_messaging_mode_check', sql`messaging_mode in ('hiyerarsik','acik')`)
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('phone', 'text')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_approved', d.boolean, (c) => c.notNull())
    .addColumn('can_create_groups', d.boolean, (c) => c.notNull())
    .addColumn('pinned_conversations', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .addColumn('approved_at', d.timestamp)
    .addCheckConstraint('users_role_check', sql`role in ('isveren','mudur','sef','isci')`)
    // Company-owned rows reference (company_id, user id), so that they cannot point into another company.
    .addUniqueConstraint('users_company_id_id_unique', ['company_id', 'id'])
    .execute();
  await db.schema
    .createIndex('users_company_role_idx')
    .on('users')
    .columns(['company_id', 'is_approved', 'role'])
    .execute();

  await db.schema
    .createTable('super_admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('platform_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('platform_name', 'text', (c) => c.notNull())
    .addColumn('tagline', 'text', (c) => c.notNull())
    .addColumn('primary_color', 'text', (c) => c.notNull())
    .addColumn('secondary_color', 'text', (c) => c.notNull())
    .addColumn('support_email', 'text')
    .addColumn('support_phone', 'text')
    .addColumn('logo_path', 'text')
    .addColumn('favicon_path', 'text')
    .addColumn('trial_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', d.timestamp, (c) => c.notNull())
    .addCheckConstraint('platform_settings_single_row', sql`id = 1`)
    .execute();
  await db
    .insertInto('platform_settings' as never)
    .values({
      id: 1,
      platform_name: 'Vazife',
      tagline: 'Akıllı Görev Yönetimi',
      primary_color: '#3B82F6',
      secondary_color: '#8B5CF6',
      support_email: null,
      support_phone: null,
      logo_path: null,
      favicon_path: null,
      trial_days: 14,
      updated_at: new Date().toISOString(),
    } as never)
    .execute();

  await db.schema
    .createTable('slider_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('description', 'text')
    .addColumn('order_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', d.boolean, (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .execute();
}

import type { Kysely } from 'kysely';
import { companyForeignKey } from '../company-keys.js';
import type { DialectInfo } from '../dialect.js';

/**
 * The bell (docs/product-rules.md#live-updates-and-the-bell): one row per recipient, newest first
 * by (created_at, id), and a record of the deadline reminders already sent, so that the scheduler
 * sends "due within 24 h" and "overdue" once per task even when it runs on several instances.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // An in-app path such as /dashboard?task=<id>: where a click goes.
    .addColumn('link', 'text')
    .addColumn('is_read', d.boolean, (c) => c.notNull())
    .addColumn('created_at', d.timestamp, (c) => c.notNull())
    .$call(companyForeignKey('notifications_user_fk', 'user_id', 'users'))
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['company_id', 'user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('task_reminders')
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    // due_soon or overdue
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', d.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('task_reminders_pk', ['task_id', 'kind'])
    .$call(companyForeignKey('task_reminders_task_fk', 'task_id', 'tasks'))
    .execute();
}

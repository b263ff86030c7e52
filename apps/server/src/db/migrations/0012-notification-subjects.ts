import type { Kysely } from 'kysely';

/**
 * What a notification waits on, for the ones another person's step settles: the task awaiting
 * review (`task_completed`) or the person awaiting approval (`employee_pending`). When anyone
 * reviews the task or decides on the person, every recipient's notification of it is marked read
 * (modules/notifications `resolveNotifications`). Null for the rest, and for rows written before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('subject_id', 'text').execute();
  await db.schema
    .createIndex('notifications_subject_idx')
    .on('notifications')
    .columns(['company_id', 'subject_id'])
    .execute();
}

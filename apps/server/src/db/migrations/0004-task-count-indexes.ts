import type { Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * An index for counting a company's tasks without reading them (modules/tasks/task-counts.repo.ts): by
 * status, overdue (open statuses, deadline passed), and due in a window (each status's range).
 */
export async function up(db: Kysely<unknown>, _d: DialectInfo): Promise<void> {
  await db.schema
    .createIndex('tasks_company_status_deadline_idx')
    .on('tasks')
    .columns(['company_id', 'status', 'deadline'])
    .execute();
}

import type { Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database, TaskRemindersTable } from '../../db/types.js';
import type { TaskCondition } from './task-conditions.js';

type Db = Kysely<Database>;
export type ReminderKind = TaskRemindersTable['kind'];

export interface ReminderTask {
  id: string;
  title: string;
  assigned_to: string;
  assigned_by: string;
}

/** Every company: the scheduler works through them one by one, each on its own index. */
export async function companyIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('companies').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/**
 * A company's tasks that meet `due` (a condition of task-conditions.ts: overdue, due soon) and have
 * not had this reminder yet, by deadline; read through the (company_id, status, deadline) index.
 */
export function tasksToRemind(
  db: Db,
  companyId: string,
  kind: ReminderKind,
  due: TaskCondition,
  limit: number,
): Promise<ReminderTask[]> {
  return companyScope(db, { companyId })
    .selectFrom('tasks')
    .leftJoin('task_reminders as sent', (join) =>
      join
        .onRef('sent.company_id', '=', 'tasks.company_id')
        .onRef('sent.task_id', '=', 'tasks.id')
        .on('sent.kind', '=', kind),
    )
    .select(['tasks.id', 'tasks.title', 'tasks.assigned_to', 'tasks.assigned_by'])
    .where(due)
    .where('sent.task_id', 'is', null)
    .orderBy('tasks.deadline')
    .limit(limit)
    .execute() as Promise<ReminderTask[]>;
}

/**
 * Records that this reminder went out; false when it already had (another run, another instance):
 * the primary key (task_id, kind) decides, so each is sent once.
 */
export async function claimReminder(
  db: Db,
  companyId: string,
  taskId: string,
  kind: ReminderKind,
  now: string,
): Promise<boolean> {
  const result = await companyScope(db, { companyId })
    .insertInto('task_reminders', { task_id: taskId, kind, sent_at: now })
    .onConflict((oc) => oc.columns(['task_id', 'kind']).doNothing())
    .returning('task_id')
    .executeTakeFirst();
  return result !== undefined;
}

import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { runAlone, type Job } from '../../platform/jobs.js';
import type { LiveBus } from '../../platform/live-bus.js';
import {
  createNotifications,
  notificationTexts,
  publishCreated,
  type CreatedNotification,
  type NotificationContent,
} from '../notifications/index.js';
import * as reminders from './reminders.repo.js';
import { dueSoonAt, overdueAt } from './task-conditions.js';

type Db = Kysely<Database>;

export interface ReminderDeps {
  db: Db;
  dialect: DialectName;
  bus: LiveBus;
}

/** The job's name: its lock on PostgreSQL (platform/jobs.ts) and its lines in the log. */
export const reminderJobName = 'deadline-reminders';
/** Tasks handled per company and kind in one pass; the next pass takes the rest. */
const batchSize = 200;

/**
 * The deadline reminders as a job: "due within 24 h" to the assignee, "overdue" to the assignee
 * and the assigner, each once per task, every `intervalMs` on one instance at a time.
 */
export function reminderJob(deps: Pick<ReminderDeps, 'bus'>, intervalMs: number): Job {
  return {
    name: reminderJobName,
    intervalMs,
    run: (db) => sendReminders({ db, bus: deps.bus }, new Date()),
  };
}

/**
 * One pass of the reminders at `now`, as the job runner runs it: on PostgreSQL only while no
 * other instance runs one. Returns how many notifications went out (0 when another instance had
 * the pass).
 */
export async function runReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const pass = await runAlone(deps.db, deps.dialect, reminderJobName, (db) =>
    sendReminders({ db, bus: deps.bus }, now),
  );
  return pass.ran ? pass.value : 0;
}

async function sendReminders(deps: Pick<ReminderDeps, 'db' | 'bus'>, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  let sent = 0;
  // One task that fails (or one company) must not hold back the others, run after run.
  const failures: unknown[] = [];
  const attempt = async (send: () => Promise<number>) => {
    try {
      // Awaited before adding: `sent += await …` would add to the value read before the wait.
      const count = await send();
      sent += count;
    } catch (error) {
      failures.push(error);
    }
  };
  for (const companyId of await reminders.companyIds(deps.db)) {
    await attempt(async () => {
      const overdue = await reminders.tasksToRemind(deps.db, companyId, 'overdue', overdueAt(now), batchSize);
      for (const task of overdue)
        await attempt(() =>
          remind(deps, companyId, task.id, 'overdue', nowIso, {
            userIds: [task.assigned_to, task.assigned_by],
            content: notificationTexts.taskOverdue(task),
          }),
        );
      const dueSoon = await reminders.tasksToRemind(deps.db, companyId, 'due_soon', dueSoonAt(now), batchSize);
      for (const task of dueSoon)
        await attempt(() =>
          remind(deps, companyId, task.id, 'due_soon', nowIso, {
            userIds: [task.assigned_to],
            content: notificationTexts.taskDueSoon(task),
          }),
        );
      return 0;
    });
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} deadline reminders failed`);
  return sent;
}

/**
 * Claims the reminder and writes its notifications in one transaction, so that a reminder is
 * either recorded and sent or neither; publishes after the commit.
 */
async function remind(
  deps: Pick<ReminderDeps, 'db' | 'bus'>,
  companyId: string,
  taskId: string,
  kind: reminders.ReminderKind,
  nowIso: string,
  to: { userIds: string[]; content: NotificationContent },
): Promise<number> {
  const created = await deps.db.transaction().execute(async (trx): Promise<CreatedNotification[]> => {
    if (!(await reminders.claimReminder(trx, companyId, taskId, kind, nowIso))) return [];
    return createNotifications(trx, companyId, { userIds: to.userIds }, to.content);
  });
  publishCreated(deps.bus, companyId, created);
  return created.length;
}

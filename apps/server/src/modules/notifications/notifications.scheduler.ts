import { dueSoonWindowMs } from '@vazife/contract';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { LiveBus } from '../../platform/live-bus.js';
import { notificationTexts } from './notification-texts.js';
import {
  createNotifications,
  publishCreated,
  type CreatedNotification,
  type NotificationContent,
} from './notifications.service.js';
import * as reminders from './reminders.repo.js';

type Db = Kysely<Database>;

export interface ReminderDeps {
  db: Db;
  dialect: DialectName;
  bus: LiveBus;
}

/** The PostgreSQL advisory lock that one instance holds while it sends reminders. */
export const reminderLockKey = 741_852_963;
/** Tasks handled per company and kind in one run; the next run takes the rest. */
const batchSize = 200;

/**
 * One pass of the deadline reminders: "due within 24 h" to the assignee, "overdue" to the assignee
 * and the assigner, each once per task. On PostgreSQL only the instance that gets the advisory lock
 * runs it; the others skip this minute. Returns how many notifications went out.
 */
export async function runReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  if (deps.dialect !== 'postgres') return sendReminders(deps, now);
  // A session lock: taken and released on the same connection, which also runs the pass.
  return deps.db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${reminderLockKey}) as locked`.execute(
      conn,
    );
    if (!rows[0]?.locked) return 0;
    try {
      return await sendReminders({ ...deps, db: conn }, now);
    } finally {
      await sql`select pg_advisory_unlock(${reminderLockKey})`.execute(conn);
    }
  });
}

async function sendReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const nowIso = now.toISOString();
  const soon = new Date(now.getTime() + dueSoonWindowMs).toISOString();
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
      const overdue = await reminders.tasksToRemind(deps.db, companyId, 'overdue', { to: nowIso }, batchSize);
      for (const task of overdue)
        await attempt(() =>
          remind(deps, companyId, task.id, 'overdue', nowIso, {
            userIds: [task.assigned_to, task.assigned_by],
            content: notificationTexts.taskOverdue(task),
          }),
        );
      const dueSoon = await reminders.tasksToRemind(
        deps.db,
        companyId,
        'due_soon',
        { from: nowIso, to: soon },
        batchSize,
      );
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
  deps: ReminderDeps,
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

export interface ReminderLoop {
  stop(): Promise<void>;
}

/**
 * Runs the reminders every `intervalMs`, one pass at a time (the next is timed from the end of the
 * last). A failed pass is reported and the loop goes on: nothing is thrown into the process.
 */
export function startReminderLoop(
  deps: ReminderDeps,
  intervalMs: number,
  onError: (error: unknown) => void,
): ReminderLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runReminders(deps)
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .catch(() => undefined)
        .finally(schedule);
    }, intervalMs);
    // A waiting reminder never keeps the process alive.
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

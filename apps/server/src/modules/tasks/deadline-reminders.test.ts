import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { InProcessBus } from '../../platform/live-bus.js';
import { TokenService } from '../../platform/tokens.js';
import { makeCompany, makeTask, type TestCompany } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { createTestDatabase, testEngine, type TestDatabase } from '../../test/test-database.js';
import { jobLockKey, JobRunner } from '../../platform/jobs.js';
import { reminderJob, reminderJobName, runReminders, type ReminderDeps } from './deadline-reminders.job.js';

const reminderLockKey = jobLockKey(reminderJobName);

/** The reminders on a job runner of their own, every `intervalMs`, failures to `onError`. */
function startReminderLoop(deps: ReminderDeps, intervalMs: number, onError: (error: unknown) => void) {
  const runner = new JobRunner({ db: deps.db, dialect: deps.dialect, onError });
  runner.register(reminderJob(deps, intervalMs));
  runner.start();
  return runner;
}

// The reminders' own database, so that a second handle (another instance) can open it too.
let testDb: TestDatabase & { url: string | undefined };
let t: TestApp;
let deps: ReminderDeps;
beforeAll(async () => {
  testDb = await createTestDatabase();
  t = {
    database: testDb.database,
    tokens: new TokenService('scheduler-test-secret-long-enough-for-hs256', 1),
  } as TestApp;
  deps = { db: testDb.database.db, dialect: testDb.database.dialect.name, bus: new InProcessBus() };
});
afterAll(async () => {
  await testDb?.drop();
});

const hour = 60 * 60 * 1000;
const at = (offsetMs: number, from = Date.now()) => new Date(from + offsetMs).toISOString();

async function sent(companyId: string) {
  const rows = await t.database.db
    .selectFrom('notifications')
    .select(['user_id', 'type', 'body', 'link'])
    .where('company_id', '=', companyId)
    .execute();
  return rows.map((row) => `${row.type} ${row.user_id} ${row.body}`).sort();
}

/** One company with a task in each situation the reminders tell apart. */
async function seed(): Promise<{ c: TestCompany; tasks: Record<string, string> }> {
  const c = await makeCompany(t);
  const task = (
    title: string,
    status: 'atanmis' | 'baslatildi' | 'tamamlandi' | 'onaylandi' | 'revize_gerekli',
    deadline: string | null,
  ) =>
    makeTask(t, {
      by: c.sef,
      to: c.isci,
      title,
      status,
      deadline,
      completedAt: status === 'tamamlandi' || status === 'onaylandi' ? at(-hour) : null,
    });
  return {
    c,
    tasks: {
      soon: await task('Yakında', 'atanmis', at(2 * hour)),
      late: await task('Gecikti', 'baslatildi', at(-2 * hour)),
      lateRevision: await task('Revizede gecikti', 'revize_gerekli', at(-hour)),
      doneLate: await task('Bitti', 'tamamlandi', at(-2 * hour)),
      approvedLate: await task('Onaylı', 'onaylandi', at(-2 * hour)),
      later: await task('Sonra', 'atanmis', at(48 * hour)),
      noDeadline: await task('Tarihsiz', 'atanmis', null),
    },
  };
}

describe('the deadline reminders', () => {
  it('send due-soon to the assignee and overdue to assignee and assigner, once each', async () => {
    const { c } = await seed();
    await runReminders(deps);
    const expected = [
      `task_due_soon ${c.isci.id} «Yakında» görevinin teslim süresi 24 saat içinde doluyor.`,
      `task_overdue ${c.isci.id} «Gecikti» görevinin teslim süresi geçti.`,
      `task_overdue ${c.sef.id} «Gecikti» görevinin teslim süresi geçti.`,
      `task_overdue ${c.isci.id} «Revizede gecikti» görevinin teslim süresi geçti.`,
      `task_overdue ${c.sef.id} «Revizede gecikti» görevinin teslim süresi geçti.`,
    ].sort();
    expect(await sent(c.id)).toEqual(expected);
    // Run again: nothing new.
    expect(await runReminders(deps)).toBe(0);
    expect(await sent(c.id)).toEqual(expected);
  });

  it('sends the due-soon of a later task once its deadline comes within 24 h, and overdue after it', async () => {
    const { c, tasks } = await seed();
    await runReminders(deps);
    const before = (await sent(c.id)).length;
    const in30h = Date.now() + 30 * hour;
    await runReminders(deps, new Date(in30h));
    const link = `/dashboard?task=${tasks.later}`;
    const laterRows = await t.database.db
      .selectFrom('notifications')
      .select(['type', 'user_id', 'link'])
      .where('link', '=', link)
      .execute();
    expect(laterRows).toEqual([{ type: 'task_due_soon', user_id: c.isci.id, link }]);
    // 30 h on, the first task is overdue as well: its two overdue notifications came too.
    expect((await sent(c.id)).length).toBe(before + 1 + 2);
  });

  it('sends each once when two runs go at the same time, also from two instances', async () => {
    const { c } = await seed();
    // On PostgreSQL a second instance is a second connection pool on the same database.
    const second: DatabaseHandle | undefined =
      testEngine === 'postgres' ? openDatabase({ databaseUrl: testDb.url!, poolSize: 2 }) : undefined;
    try {
      const other: ReminderDeps = second ? { ...deps, db: second.db } : deps;
      const counts = await Promise.all([runReminders(deps), runReminders(other), runReminders(deps)]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
      expect(await sent(c.id)).toHaveLength(5);
    } finally {
      await second?.destroy();
    }
  });

  it.skipIf(testEngine !== 'postgres')(
    'on PostgreSQL, skips the run while another instance holds the lock',
    async () => {
      const { c } = await seed();
      const other = openDatabase({ databaseUrl: testDb.url!, poolSize: 1 });
      try {
        await other.db.connection().execute(async (conn) => {
          await sql`select pg_advisory_lock(cast(${reminderLockKey} as bigint))`.execute(conn);
          try {
            expect(await runReminders(deps)).toBe(0);
            expect(await sent(c.id)).toEqual([]);
          } finally {
            await sql`select pg_advisory_unlock(cast(${reminderLockKey} as bigint))`.execute(conn);
          }
        });
        expect(await runReminders(deps)).toBe(5);
      } finally {
        await other.destroy();
      }
    },
  );

  it('publishes each notification to its recipient after writing it', async () => {
    const bus = new InProcessBus();
    const heard: unknown[] = [];
    bus.subscribe((message) => heard.push(message));
    const { c } = await seed();
    await runReminders({ ...deps, bus });
    await new Promise((resolve) => setImmediate(resolve));
    const rows = await t.database.db
      .selectFrom('notifications')
      .select(['id', 'user_id'])
      .where('company_id', '=', c.id)
      .execute();
    expect(heard).toHaveLength(rows.length);
    for (const row of rows)
      expect(heard).toContainEqual({
        kind: 'event',
        audience: { kind: 'users', companyId: c.id, userIds: [row.user_id] },
        event: { type: 'notification.created', notification_id: row.id },
      });
  });
});

describe('a reminder that fails', () => {
  it('holds back no other: the rest go out, the run reports it, and the next run sends it', async () => {
    const { c } = await seed();
    // The first reminder's transaction fails; the lock is left out so that the proxy is the handle used.
    let failNext = true;
    const db = new Proxy(deps.db, {
      get(target, key, receiver) {
        if (key === 'transaction' && failNext) {
          failNext = false;
          return () => ({
            execute: () => Promise.reject(new Error('bağlantı koptu')),
          });
        }
        const value = Reflect.get(target, key, receiver) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(runReminders({ ...deps, dialect: 'sqlite', db })).rejects.toThrow('1 deadline reminders failed');
    // The first overdue task (two recipients) failed; the other three notifications went out.
    expect(await sent(c.id)).toHaveLength(3);
    await runReminders(deps);
    expect(await sent(c.id)).toHaveLength(5);
  });
});

describe('the reminders as a job of the runner', () => {
  it('runs on its interval, reports a failure and goes on, and stops', async () => {
    const { c } = await seed();
    const errors: unknown[] = [];
    const loop = startReminderLoop(deps, 20, (error) => errors.push(error));
    await vi.waitFor(async () => expect(await sent(c.id)).toHaveLength(5), { timeout: 3000, interval: 20 });
    await loop.stop();

    const broken = {
      ...deps,
      dialect: 'sqlite' as const,
      db: {
        selectFrom: () => {
          throw new Error('veritabanı yok');
        },
      },
    } as unknown as ReminderDeps;
    const failing = startReminderLoop(broken, 10, (error) => errors.push(error));
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 3000, interval: 10 });
    await failing.stop();
    const after = errors.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors.length).toBe(after);
  });
});

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import type { Database } from '../db/types.js';
import { createTestDatabase, testEngine, type TestDatabase } from '../test/test-database.js';
import { jobLockKey, JobRunner, runAlone, type Job } from './jobs.js';

let testDb: TestDatabase & { url: string | undefined };
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function runnerOn(database: DatabaseHandle, errors: [unknown, string][] = []) {
  return new JobRunner({
    db: database.db,
    dialect: database.dialect.name,
    onError: (error, job) => errors.push([error, job]),
  });
}

/** A job that counts its passes and how many ran at once, each taking `passMs`. */
function countingJob(name: string, intervalMs: number, passMs: number, shared = { active: 0, most: 0, passes: 0 }) {
  const job: Job = {
    name,
    intervalMs,
    run: async () => {
      shared.active += 1;
      shared.most = Math.max(shared.most, shared.active);
      await sleep(passMs);
      shared.active -= 1;
      shared.passes += 1;
    },
  };
  return { job, shared };
}

describe('the job runner', () => {
  it('runs a job on its interval, one pass at a time, and nothing after it stops', async () => {
    const runner = runnerOn(testDb.database);
    const { job, shared } = countingJob('counting', 1, 15);
    runner.register(job);
    runner.start();
    await vi.waitFor(() => expect(shared.passes).toBeGreaterThanOrEqual(3), { timeout: 3000, interval: 5 });
    await runner.stop();
    expect(shared.most).toBe(1);
    const after = shared.passes;
    await sleep(50);
    expect(shared.passes).toBe(after);
  });

  it('reports a failing pass with the job’s name and goes on', async () => {
    const errors: [unknown, string][] = [];
    const runner = runnerOn(testDb.database, errors);
    let passes = 0;
    runner.register({
      name: 'flaky',
      intervalMs: 1,
      run: async () => {
        passes += 1;
        if (passes <= 2) throw new Error(`geçiş ${passes} başarısız`);
      },
    });
    runner.start();
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(3), { timeout: 3000, interval: 5 });
    await runner.stop();
    expect(errors.map(([error, job]) => `${job}: ${(error as Error).message}`)).toEqual([
      'flaky: geçiş 1 başarısız',
      'flaky: geçiş 2 başarısız',
    ]);
  });

  it('waits for the pass under way when it stops', async () => {
    const runner = runnerOn(testDb.database);
    let release!: () => void;
    let started = false;
    let finished = false;
    runner.register({
      name: 'slow',
      intervalMs: 1,
      run: async () => {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
        finished = true;
      },
    });
    runner.start();
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 3000, interval: 5 });
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
  });

  it('leaves a job with interval 0 off, and refuses a second job of the same name', async () => {
    const runner = runnerOn(testDb.database);
    const { job, shared } = countingJob('off', 0, 0);
    runner.register(job);
    expect(() => runner.register(job)).toThrow('off');
    runner.start();
    await sleep(30);
    await runner.stop();
    expect(shared.passes).toBe(0);
  });

  it.skipIf(testEngine !== 'postgres')(
    'on PostgreSQL, runs a job on one instance at a time, holding its lock on the connection that runs it',
    async () => {
      // Two instances: two runners, each with its own connection pool on the same database.
      const instances = [openDatabase({ databaseUrl: testDb.url!, poolSize: 2 }), testDb.database];
      const shared = { active: 0, most: 0, passes: 0 };
      const holdsLock: boolean[] = [];
      const runners = instances.map((database) => {
        const runner = runnerOn(database);
        const { job } = countingJob('shared', 1, 10, shared);
        runner.register({
          ...job,
          run: async (db: Kysely<Database>) => {
            const { rows } = await sql<{ n: number | string }>`select count(*) as n from pg_locks
              where locktype = 'advisory' and pid = pg_backend_pid() and granted`.execute(db);
            holdsLock.push(Number(rows[0]?.n) === 1);
            await job.run(db);
          },
        });
        return runner;
      });
      try {
        for (const runner of runners) runner.start();
        await vi.waitFor(() => expect(shared.passes).toBeGreaterThanOrEqual(10), { timeout: 5000, interval: 5 });
      } finally {
        await Promise.all(runners.map((runner) => runner.stop()));
        await instances[0]!.destroy();
      }
      expect(shared.most).toBe(1);
      expect(holdsLock.every(Boolean)).toBe(true);
    },
  );

  it.skipIf(testEngine !== 'postgres')(
    'on PostgreSQL, skips the pass while another instance holds the lock',
    async () => {
      const other = openDatabase({ databaseUrl: testDb.url!, poolSize: 1 });
      const { db, dialect } = testDb.database;
      try {
        await other.db.connection().execute(async (conn) => {
          await sql`select pg_advisory_lock(cast(${jobLockKey('busy')} as bigint))`.execute(conn);
          try {
            expect(await runAlone(db, dialect.name, 'busy', async () => 'ran')).toEqual({ ran: false });
            // Another job's lock is another key.
            expect(await runAlone(db, dialect.name, 'idle', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
          } finally {
            await sql`select pg_advisory_unlock(cast(${jobLockKey('busy')} as bigint))`.execute(conn);
          }
        });
        expect(await runAlone(db, dialect.name, 'busy', async () => 'ran')).toEqual({ ran: true, value: 'ran' });
      } finally {
        await other.destroy();
      }
    },
  );
});

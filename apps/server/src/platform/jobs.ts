import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/types.js';

type Db = Kysely<Database>;

/**
 * Periodic work of a module (the deadline reminders; later subscription expiry and payment
 * reconciliation), registered the way its routes are: `app.jobs.register(job)` in its plugin.
 * A job that works for a company builds that company's scope from `{ companyId }` (db/scope.ts).
 */
export interface Job {
  /** Names the job in the log and in its PostgreSQL lock: unique, and kept from one version to the next. */
  name: string;
  /** From the end of one pass to the start of the next; 0 turns the job off. */
  intervalMs: number;
  /** One pass, on `db`: on PostgreSQL the one connection that holds the job's lock. */
  run(db: Db): Promise<unknown>;
}

/** The PostgreSQL advisory lock of a job: 64 bits of a hash of its name, as text for the driver. */
export function jobLockKey(name: string): string {
  return createHash('sha256').update(`vazife:job:${name}`).digest().readBigInt64BE(0).toString();
}

export type Pass<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs one pass of job `name` where only one instance may. On PostgreSQL, several instances share
 * the database: the pass runs under the job's advisory lock, a session lock taken and released on
 * the connection that runs the pass (so that the pass's own transactions come and go under it),
 * and when another instance holds it this one skips the pass. On SQLite one process owns the
 * file, and the runner never starts a job's pass while its last one runs.
 */
export async function runAlone<T>(
  db: Db,
  dialect: DialectName,
  name: string,
  pass: (db: Db) => Promise<T>,
): Promise<Pass<T>> {
  if (dialect !== 'postgres') return { ran: true, value: await pass(db) };
  const key = jobLockKey(name);
  return db.connection().execute(async (conn): Promise<Pass<T>> => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(cast(${key} as bigint)) as locked`.execute(conn);
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await pass(conn) };
    } finally {
      await sql`select pg_advisory_unlock(cast(${key} as bigint))`.execute(conn);
    }
  });
}

export interface JobRunnerOptions {
  db: Db;
  dialect: DialectName;
  /** A pass that failed; the job runs again on its interval all the same. */
  onError(error: unknown, job: string): void;
}

/**
 * Runs each registered job every `intervalMs`, one pass at a time (the next is timed from the end
 * of the last), from `start` until `stop`, which waits for the passes under way. Nothing a job
 * throws reaches the process, and a waiting job never keeps the process alive.
 */
export class JobRunner {
  readonly #options: JobRunnerOptions;
  readonly #jobs = new Map<string, Job>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #passes = new Set<Promise<void>>();
  #state: 'new' | 'started' | 'stopped' = 'new';

  constructor(options: JobRunnerOptions) {
    this.#options = options;
  }

  register(job: Job): void {
    if (this.#jobs.has(job.name)) throw new Error(`A job named ${job.name} is registered already`);
    this.#jobs.set(job.name, job);
    if (this.#state === 'started') this.#schedule(job);
  }

  start(): void {
    if (this.#state !== 'new') return;
    this.#state = 'started';
    for (const job of this.#jobs.values()) this.#schedule(job);
  }

  async stop(): Promise<void> {
    this.#state = 'stopped';
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.all(this.#passes);
  }

  #schedule(job: Job): void {
    if (this.#state !== 'started' || job.intervalMs <= 0) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      const pass = this.#run(job).finally(() => {
        this.#passes.delete(pass);
        this.#schedule(job);
      });
      this.#passes.add(pass);
    }, job.intervalMs);
    timer.unref();
    this.#timers.add(timer);
  }

  async #run(job: Job): Promise<void> {
    const { db, dialect, onError } = this.#options;
    try {
      await runAlone(db, dialect, job.name, (conn) => job.run(conn));
    } catch (error) {
      try {
        onError(error, job.name);
      } catch {
        // A failing error report must not stop the job either.
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's periodic jobs: modules register theirs in their plugin. */
    jobs: JobRunner;
  }
}

/** The job runner on the app's database: started once the app is ready, stopped when it closes. */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const { database } = app.deps;
  const runner = new JobRunner({
    db: database.db,
    dialect: database.dialect.name,
    onError: (err, job) => app.log.error({ err, job }, 'job failed'),
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());
});

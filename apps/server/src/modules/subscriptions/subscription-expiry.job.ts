import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Job } from '../../platform/jobs.js';
import * as repo from './subscriptions.repo.js';

type Db = Kysely<Database>;

/** The job's name: its lock on PostgreSQL (platform/jobs.ts) and its lines in the log. */
export const expiryJobName = 'subscription-expiry';

/**
 * Stores `expired` on every active company whose end date has passed. The API does not wait for
 * it (the auth hook and the company's answer read an ended subscription as expired at once:
 * contract `subscriptionStatusAt`); it keeps the stored status, which the operator's figures and
 * lists read, in step with the clock.
 */
export function expiryJob(intervalMs: number): Job {
  return { name: expiryJobName, intervalMs, run: (db) => expireEnded(db, new Date()) };
}

/** One pass at `now`: how many companies it stored as expired. */
export function expireEnded(db: Db, now: Date): Promise<number> {
  return repo.markEndedExpired(db, now.toISOString());
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Job } from '../../platform/jobs.js';
import { lockCompany } from './company-subscription.repo.js';
import { companiesWithDueSwitch } from './plan-change.repo.js';
import { switchDuePlan } from './plan-change.service.js';
import * as repo from './subscriptions.repo.js';

type Db = Kysely<Database>;

/** The job's name: its lock on PostgreSQL (platform/jobs.ts) and its lines in the log. */
export const expiryJobName = 'subscription-expiry';

/**
 * Stores `expired` on every active company whose end date has passed, and puts on its plan every
 * company whose queued lower plan has begun (docs/product-rules.md, "Changing plans"). The API does
 * not wait for it (the auth hook and the company's answer read an ended subscription as expired at
 * once: contract `subscriptionStatusAt`; a purchase's approval switches a due plan first); it keeps
 * the stored status and plan, which the operator's figures and lists and the seat limit read, in
 * step with the clock.
 */
export function expiryJob(intervalMs: number): Job {
  return { name: expiryJobName, intervalMs, run: (db) => expireEnded(db, new Date()) };
}

/** One pass at `now`: how many companies it stored as expired. */
export async function expireEnded(db: Db, now: Date): Promise<number> {
  const expired = await repo.markEndedExpired(db, now.toISOString());
  await switchDuePlans(db, now);
  return expired;
}

/** Every company whose queued lower plan has begun goes on it, each in a transaction of its own. */
export async function switchDuePlans(db: Db, now: Date): Promise<number> {
  const companyIds = await companiesWithDueSwitch(db, now.toISOString());
  for (const companyId of companyIds) {
    await db.transaction().execute(async (trx) => {
      if (await lockCompany(trx, { companyId })) await switchDuePlan(trx, { companyId }, now);
    });
  }
  return companyIds.length;
}

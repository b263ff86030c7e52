import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { Job } from '../../../platform/jobs.js';
import * as repo from './paytr.repo.js';
import { paytrTimeoutMinutes } from './paytr.service.js';

/** The job's name: its lock on PostgreSQL (platform/jobs.ts) and its lines in the log. */
export const reconciliationJobName = 'payment-reconciliation';

/**
 * How long after its payment page closed a card purchase may still hear from PayTR: PayTR repeats
 * an unanswered notification for a while, so a purchase is closed only well after that.
 */
export const abandonedAfterMs = (paytrTimeoutMinutes + 90) * 60_000;

export const abandonedReason = 'Kart ödemesi tamamlanmadı: ödeme sayfasının süresi doldu';

/**
 * Closes card purchases still `beklemede` long after their payment page expired (PayTR's
 * `timeout_limit`), as `iptal` with the reason: the customer left without paying, and no
 * notification came. A notification of a payment that arrives later still approves it
 * (paytr.repo.ts, settlePaid).
 */
export function reconciliationJob(intervalMs: number): Job {
  return { name: reconciliationJobName, intervalMs, run: (db) => closeAbandoned(db, new Date()) };
}

/** One pass at `now`: how many purchases it closed. */
export function closeAbandoned(db: Kysely<Database>, now: Date): Promise<number> {
  return repo.closeAbandoned(
    db,
    new Date(now.getTime() - abandonedAfterMs).toISOString(),
    abandonedReason,
    now.toISOString(),
  );
}

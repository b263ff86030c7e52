import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';

/** The operator's figures reach across companies by design. */
type Db = Kysely<Database>;

/** Approved purchases decided from `start` (included) to `end` (excluded): when, and how much. */
export function approvedPurchases(db: Db, start: string, end: string) {
  return db
    .selectFrom('purchases')
    .select(['decided_at', 'total_kurus'])
    .where('status', '=', 'onaylandi')
    .where('decided_at', '>=', start)
    .where('decided_at', '<', end)
    .execute();
}

/** Companies whose subscription is active and not past its end at `nowText`. */
export function activeSubscriptions(db: Db, nowText: string) {
  return db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subscription_status', '=', 'active')
    .where((eb) => eb.or([eb('subscription_end_date', 'is', null), eb('subscription_end_date', '>=', nowText)]))
    .executeTakeFirstOrThrow();
}

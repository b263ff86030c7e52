import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database>;

/** Every active company past its end date, across companies (the expiry job's pass). */
export async function markEndedExpired(db: Db, nowText: string): Promise<number> {
  const result = await db
    .updateTable('companies')
    .set({ subscription_status: 'expired' })
    .where('subscription_status', '=', 'active')
    .where('subscription_end_date', '<', nowText)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

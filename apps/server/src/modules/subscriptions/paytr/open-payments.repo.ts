import type { Kysely } from 'kysely';
import { companyScope } from '../../../db/scope.js';
import type { Database } from '../../../db/types.js';
import type { MemberCtx } from '../../../platform/context.js';

/**
 * The company's card payments still waiting on a payment page opened since `since` (PayTR keeps a
 * page open for its `timeout_limit`): how many, and when the first of them was opened.
 */
export function openCardPayments(db: Kysely<Database>, ctx: MemberCtx, since: string) {
  return companyScope(db, ctx)
    .selectFrom('purchases')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('payment_method', '=', 'kredi_karti')
    .where('status', '=', 'beklemede')
    .where('paytr_status', '=', 'bekliyor')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
}

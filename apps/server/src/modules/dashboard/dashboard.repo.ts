import type { Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/** Approved and waiting staff of the actor's company; the employer is not staff. */
export function staffCounts(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('users.is_approved', '=', true).then(1).end()).as('approved'),
      eb.fn.count<number>(eb.case().when('users.is_approved', '=', false).then(1).end()).as('pending'),
    ])
    .where('users.role', '!=', 'isveren')
    .executeTakeFirstOrThrow();
}

import type { DashboardStats } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/**
 * The six numbers of the stats cards. Task counts join once tasks exist (issue "Task core");
 * staff counts are the company's, pending approvals only for the employer, who approves.
 */
export async function dashboardStats(db: Db, ctx: MemberCtx): Promise<DashboardStats> {
  const staff = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.count<number>(eb.case().when('is_approved', '=', true).then(1).end()).as('approved'),
      eb.fn.count<number>(eb.case().when('is_approved', '=', false).then(1).end()).as('pending'),
    ])
    .where('company_id', '=', ctx.actor.companyId)
    .where('role', '!=', 'isveren')
    .executeTakeFirstOrThrow();
  return {
    total_tasks: 0,
    completed_tasks: 0,
    pending_tasks: 0,
    overdue_tasks: 0,
    total_employees: toCount(staff.approved),
    pending_approvals: ctx.actor.role === 'isveren' ? toCount(staff.pending) : 0,
  };
}

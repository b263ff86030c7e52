import type { DashboardStats } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { taskTotals } from '../tasks/index.js';
import * as repo from './dashboard.repo.js';

type Db = Kysely<Database>;

/** What the dashboard's service works with (built in index.ts). */
export interface DashboardDeps {
  db: Db;
}

/**
 * The six numbers of the stats cards: task totals over the tasks the person sees (a worker: their
 * own), staff counts of the company, pending approvals only for the employer, who approves.
 */
export async function dashboardStats(deps: DashboardDeps, ctx: MemberCtx): Promise<DashboardStats> {
  const staff = await repo.staffCounts(deps.db, ctx);
  const tasks = await taskTotals(deps.db, ctx);
  return {
    total_tasks: tasks.total,
    completed_tasks: tasks.completed,
    pending_tasks: tasks.pending,
    overdue_tasks: tasks.overdue,
    total_employees: toCount(staff.approved),
    pending_approvals: ctx.actor.role === 'isveren' ? toCount(staff.pending) : 0,
  };
}

import { taskStatuses, todayWindow, weekWindow, type TaskFilter } from '@vazife/contract';
import { expressionBuilder, type Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import {
  createdIn,
  dueIn,
  inThisWeekWindow,
  inTodayWindow,
  isOpen,
  overdueAt,
  visibilityBranches,
  type TaskCondition,
} from './task-conditions.js';

type Db = Kysely<Database>;
const tasks = expressionBuilder<Database, 'tasks'>();

/**
 * A filter as alternatives that one index each can serve: "today" and "this week" are created in
 * the window OR due in it (task-conditions.ts), counted as the union of the two.
 */
function filterParts(filter: TaskFilter | undefined, now: Date): (TaskCondition | undefined)[] {
  if (filter === undefined) return [undefined];
  if (filter === 'overdue') return [overdueAt(now)];
  const w = filter === 'today' ? todayWindow(now) : weekWindow(now);
  return [
    createdIn(w),
    // Every status, listed: the (company_id, status, deadline) index then serves the window with
    // one range per status. An index on (company_id, deadline) would too, but SQLite, without
    // statistics, took it for the overdue list and read every task past its deadline (2–4 s a page
    // at a million tasks, against 10 ms).
    tasks.and([tasks('tasks.status', 'in', taskStatuses), dueIn(w)]),
  ];
}

const anyOf = (parts: (TaskCondition | undefined)[]) => tasks.or(parts.map((part) => part!));

/**
 * The whole company's tasks that meet any of `parts` (the employer sees them all), as a sum of
 * disjoint counts: the first part, then each next one without those found before. Each count is
 * served by an index without reading a task; one pass over everything was read task by task (at a
 * million tasks the filter bar's counts took 14 s and the stats cards 4 s, the server's only
 * thread blocked on SQLite all along). Not a UNION of ids: SQLite merges one by sorting on id,
 * and read the whole company in id order for it (5 s).
 */
async function companyCount(db: Db, ctx: MemberCtx, parts: (TaskCondition | undefined)[]): Promise<number> {
  const counts = parts.map(async (part, i) => {
    const before = parts.slice(0, i);
    const row = await companyScope(db, ctx)
      .selectFrom('tasks')
      .$if(part !== undefined, (q) => q.where(part!))
      .$if(before.length > 0, (q) => q.where((eb) => eb.not(anyOf(before))))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  return (await Promise.all(counts)).reduce((sum, n) => sum + n, 0);
}

interface Totals {
  all: number;
  today: number;
  week: number;
  overdue: number;
  open: number;
}

/**
 * Everyone else sees their own branches (assigned to them, by them, by supervisors for a manager):
 * the branches' ids come from their own indexes, and one pass over those tasks counts every tab.
 * The tabs' conditions stay out of WHERE on purpose: there, without statistics, SQLite preferred
 * the company-wide status index and read every open task of the company for a worker's nine.
 */
async function branchTotals(db: Db, ctx: MemberCtx, branches: TaskCondition[], now: Date): Promise<Totals> {
  const scope = companyScope(db, ctx);
  const ids = branches
    .map((branch) => scope.selectFrom('tasks').select('tasks.id').where(branch))
    .reduce((all, next) => all.unionAll(next));
  const counted = (condition: TaskCondition) => tasks.fn.count<number>(tasks.case().when(condition).then(1).end());
  const row = await scope
    .selectFrom('tasks')
    .where('tasks.id', 'in', ids)
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      counted(inTodayWindow(now)).as('today'),
      counted(inThisWeekWindow(now)).as('week'),
      counted(overdueAt(now)).as('overdue'),
      counted(isOpen).as('open'),
    ])
    .executeTakeFirstOrThrow();
  return {
    all: Number(row.all),
    today: Number(row.today),
    week: Number(row.week),
    overdue: Number(row.overdue),
    open: Number(row.open),
  };
}

async function totals(db: Db, ctx: MemberCtx, now: Date): Promise<Totals> {
  const branches = visibilityBranches(db, ctx);
  if (branches) return branchTotals(db, ctx, branches, now);
  const count = (filter: TaskFilter | undefined) => companyCount(db, ctx, filterParts(filter, now));
  const [all, today, week, overdue, open] = await Promise.all([
    count(undefined),
    count('today'),
    count('week'),
    count('overdue'),
    companyCount(db, ctx, [isOpen]),
  ]);
  return { all, today, week, overdue, open };
}

/** The filter bar's counts: all, today, this week, overdue. */
export async function countVisible(db: Db, ctx: MemberCtx, now: Date) {
  const { all, today, week, overdue } = await totals(db, ctx, now);
  return { all, today, week, overdue };
}

/** Totals for the stats cards over the tasks the actor sees. */
export async function statusTotals(db: Db, ctx: MemberCtx, now: Date) {
  const { all, open, overdue } = await totals(db, ctx, now);
  return { total: all, completed: all - open, pending: open, overdue };
}

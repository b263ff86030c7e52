import {
  doneStatuses,
  dueSoonWindowMs,
  openStatuses,
  roles,
  taskAudience,
  todayWindow,
  weekWindow,
  type Role,
  type TaskFilter,
  type TimeWindow,
} from '@vazife/contract';
import { expressionBuilder, isExpression, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/**
 * The contract's task rules (task-rules.ts, calendar.ts, policy.ts) as SQL, written once for every
 * query that lists, counts, reminds or searches: each is a condition on the `tasks` row of the
 * query (or, for `audienceOf`, on a `users` row), to put in a `where`, a join's `on`, or a
 * selection (`eb.case().when(…)`, a count). None is ever NULL, so `NOT` of one is its opposite.
 * task-conditions.test.ts holds each to its contract function, row by row, on both engines.
 *
 * The statuses are literals, not parameters: they are the rules' constants, and task-json.mapper.ts
 * writes these conditions into SQL text that is compiled once per engine.
 */
export type TaskCondition = Expression<SqlBool>;

const tasks = expressionBuilder<Database, 'tasks'>();
const users = expressionBuilder<Database, 'users'>();

/** A moment: a request's now (a parameter), or a column of the SQL around it. */
export type Moment = Date | Expression<string>;
const at = (moment: Moment) => (moment instanceof Date ? tasks.val(moment.toISOString()) : moment);
const literals = <T extends string>(values: readonly T[]) => values.map((value) => sql.lit<T>(value));

/**
 * Not done (contract isDoneStatus), spelled two ways for the planners, which matter at a million
 * tasks:
 * - `isOpen`, the open statuses listed: the (company_id, status, deadline) index finds them, one
 *   range per status. For counts and reminders, where that index is the way in.
 * - `isNotDone`, "none of the done statuses": no index serves it, so it stays a check on the rows
 *   of the index a query walks for its order. For the task list, newest first: given `isOpen`,
 *   PostgreSQL's generic plan (which a prepared statement takes after its fifth run) read every
 *   overdue task of the company through the status index and sorted them, for a worker's page.
 */
export const isOpen: TaskCondition = tasks('tasks.status', 'in', literals(openStatuses));
export const isNotDone: TaskCondition = tasks('tasks.status', 'not in', literals(doneStatuses));

const hasDeadline = tasks('tasks.deadline', 'is not', null);

/** Overdue at `now` (contract isOverdue): not done (`open`, see above), its deadline passed. */
export function overdueAt(now: Moment, open = isOpen): TaskCondition {
  return tasks.and([open, hasDeadline, tasks('tasks.deadline', '<', at(now))]);
}

/**
 * Not overdue at `now`, but overdue once its deadline passes if it stays open: until then an
 * `is_overdue` written at `now` holds (the task list's cache keeps a page that long).
 */
export function overdueAfter(now: Moment): TaskCondition {
  return tasks.and([isOpen, hasDeadline, tasks('tasks.deadline', '>=', at(now))]);
}

/** Due within 24 hours of `now` and not overdue yet (contract isDueSoon): the bell's reminder. */
export function dueSoonAt(now: Date): TaskCondition {
  const soon = new Date(now.getTime() + dueSoonWindowMs);
  return tasks.and([
    isOpen,
    hasDeadline,
    tasks('tasks.deadline', '>=', at(now)),
    tasks('tasks.deadline', '<', at(soon)),
  ]);
}

/** Created in the window (contract isWithin on `created_at`). */
export function createdIn(window: TimeWindow): TaskCondition {
  return tasks.and([tasks('tasks.created_at', '>=', window.start), tasks('tasks.created_at', '<', window.end)]);
}

/** Due in the window (contract isWithin on `deadline`). */
export function dueIn(window: TimeWindow): TaskCondition {
  return tasks.and([
    hasDeadline,
    tasks('tasks.deadline', '>=', window.start),
    tasks('tasks.deadline', '<', window.end),
  ]);
}

/** Created or due in the window (contract isInWindow). */
export function inWindow(window: TimeWindow): TaskCondition {
  return tasks.or([createdIn(window), dueIn(window)]);
}

/** The list's "today" at `now`: Istanbul's day (contract todayWindow). */
export function inTodayWindow(now: Date): TaskCondition {
  return inWindow(todayWindow(now));
}

/** The list's "this week" at `now`: Istanbul's Sunday to Saturday (contract weekWindow). */
export function inThisWeekWindow(now: Date): TaskCondition {
  return inWindow(weekWindow(now));
}

/** What a filter of the task list keeps at `now` (contract matchesTaskFilter); `open` as in overdueAt. */
export function matchesFilter(filter: TaskFilter, now: Date, open = isOpen): TaskCondition {
  if (filter === 'overdue') return overdueAt(now, open);
  return filter === 'today' ? inTodayWindow(now) : inThisWeekWindow(now);
}

/**
 * What the actor may see (contract canViewTask) as separate conditions, each served by its own
 * index, which an OR of them is not; undefined for the employer, who sees the whole company.
 */
export function visibilityBranches(db: Db, ctx: MemberCtx): TaskCondition[] | undefined {
  const { role, userId } = ctx.actor;
  if (role === 'isveren') return undefined;
  const branches = [tasks('tasks.assigned_to', '=', userId), tasks('tasks.assigned_by', '=', userId)];
  if (role === 'mudur') {
    const supervisors = companyScope(db, ctx).selectFrom('users').select('users.id').where('users.role', '=', 'sef');
    branches.push(tasks('tasks.assigned_by', 'in', supervisors));
  }
  return branches;
}

/** What the actor may see (contract canViewTask), as one condition. */
export function visibleTo(db: Db, ctx: MemberCtx): TaskCondition {
  const branches = visibilityBranches(db, ctx);
  return branches ? tasks.or(branches) : tasks.lit(true);
}

/** A value, or an expression of the query around (a column of the task row in a join). */
type Operand<T> = T | Expression<T>;

/** A task's parties, as values (one task) or as expressions (the task row of a join). */
export interface AudienceTask {
  assigned_to: Operand<string>;
  assigned_by: Operand<string>;
  /** The assigner's role now. */
  assignerRole: Operand<Role>;
}

const operand = (value: Operand<string>) => (isExpression(value) ? value : users.val(value));

/**
 * The people who may see a task (contract taskAudience, canViewTask), as a condition on a `users`
 * row of the task's company: approved, and in the task's audience. The audience comes from the
 * contract's function itself, given the parties as they are here (values or columns); for an
 * assigner role known only to the database, once per role it may have.
 */
export function audienceOf(task: AudienceTask): TaskCondition {
  const audienceFor = (assignerRole: Role) => {
    const audience = taskAudience({ ...task, assignerRole });
    return users.or([
      ...audience.userIds.map((id) => users('users.id', '=', operand(id))),
      users('users.role', 'in', literals(audience.roles)),
    ]);
  };
  const { assignerRole } = task;
  const audience = isExpression(assignerRole)
    ? users.or(roles.map((role) => users.and([users(assignerRole, '=', sql.lit(role)), audienceFor(role)])))
    : audienceFor(assignerRole);
  return users.and([users('users.is_approved', '=', true), audience]);
}

import { isWithin, todayWindow, weekWindow, type TimeWindow } from './calendar.js';
import { taskStatuses, type Role, type TaskStatus } from './enums.js';
import type { TaskFilter } from './tasks.js';

/**
 * The domain's few facts about tasks and seats, written once for the server (its SQL included)
 * and the web (docs/product-rules.md#tasks).
 */

/** Done: completed by the assignee, whether approved yet or not. */
export const doneStatuses = ['tamamlandi', 'onaylandi'] as const satisfies readonly TaskStatus[];

export function isDoneStatus(status: TaskStatus): boolean {
  return (doneStatuses as readonly TaskStatus[]).includes(status);
}

/**
 * Still to be done: every other status, listed. SQL asks `status IN (open…)` rather than
 * `NOT IN (done…)` where an index on the status should find them.
 */
export const openStatuses: readonly TaskStatus[] = taskStatuses.filter((status) => !isDoneStatus(status));

/** Waiting for its reviewer: approve or send back. */
export const reviewableStatuses = ['tamamlandi'] as const satisfies readonly TaskStatus[];

export function isReviewable(status: TaskStatus): boolean {
  return (reviewableStatuses as readonly TaskStatus[]).includes(status);
}

/** A task as far as its deadline rules care. */
export interface TaskTiming {
  status: TaskStatus;
  deadline: string | null;
}

/** Overdue: it has a deadline, the deadline has passed, and it is not done. */
export function isOverdue(task: TaskTiming, now: Date = new Date()): boolean {
  return task.deadline !== null && !isDoneStatus(task.status) && Date.parse(task.deadline) < now.getTime();
}

/** "Due within 24 h": how far ahead the reminder looks. */
export const dueSoonWindowMs = 24 * 60 * 60 * 1000;

/** Due soon: not done, and its deadline is now or within the next 24 hours (not yet overdue). */
export function isDueSoon(task: TaskTiming, now: Date = new Date()): boolean {
  if (task.deadline === null || isDoneStatus(task.status)) return false;
  const deadline = Date.parse(task.deadline);
  return deadline >= now.getTime() && deadline < now.getTime() + dueSoonWindowMs;
}

/** Created in the window, or due in it: what the list's "today" and "this week" show. */
export function isInWindow(task: { created_at: string; deadline: string | null }, window: TimeWindow): boolean {
  return isWithin(task.created_at, window) || isWithin(task.deadline, window);
}

/** Whether a task belongs under a filter of the task list at `now` (Istanbul's today and week). */
export function matchesTaskFilter(
  task: TaskTiming & { created_at: string },
  filter: TaskFilter,
  now: Date = new Date(),
): boolean {
  if (filter === 'overdue') return isOverdue(task, now);
  return isInWindow(task, filter === 'today' ? todayWindow(now) : weekWindow(now));
}

/** A task as far as the rules care: who holds it, who gave it, and that person's role now. */
export interface TaskParties {
  assigned_to: string;
  assigned_by: string;
  assignerRole: Role;
}

/** The parties of a task as the API writes it (`assigned_by_role` is the assigner's role now). */
export function taskParties(task: { assigned_to: string; assigned_by: string; assigned_by_role: Role }): TaskParties {
  return { assigned_to: task.assigned_to, assigned_by: task.assigned_by, assignerRole: task.assigned_by_role };
}

/** A plan's `max_users` that means "no limit". */
export const unlimitedSeats = 999999;

/** A plan's seat limit as the API shows it: null for none (no plan, or unlimited). */
export function seatLimitOf(maxUsers: number | null | undefined): number | null {
  return maxUsers === null || maxUsers === undefined || maxUsers >= unlimitedSeats ? null : maxUsers;
}

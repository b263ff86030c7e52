import {
  canViewAnalytics,
  exportLimits,
  isDoneStatus,
  isWithin,
  monthWindow,
  weekWindow,
  type DeadlineStatus,
  type EmployeeAnalytics,
  type TaskStatus,
  type TaskHistoryItem,
  type TimeWindow,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { csvFileName, csvDocument } from '../../platform/csv.js';
import { hoursBetween, roundTo } from '../../platform/time.js';
import { analyticsRows, historyHeader, historyRow } from './analytics-export.mapper.js';
import * as repo from './analytics.repo.js';
import { performanceScore } from './performance-score.rules.js';

type Db = Kysely<Database>;

/** What the analytics services work with (built in index.ts). */
export interface AnalyticsDeps {
  db: Db;
}

interface TaskFacts {
  id: string;
  title: string;
  priority: TaskHistoryItem['priority'];
  status: TaskStatus;
  deadline: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

/**
 * Durations go out in hours to a thousandth (3.6 s): to a tenth they were 6 minutes off, which the
 * web then showed as minutes ("1 dakikadan az" for a minute and a half). The web rounds them for reading.
 */
const roundHours = (hours: number) => roundTo(hours, 3);

const isDone = (t: TaskFacts) => isDoneStatus(t.status) && t.completed_at !== null;

/**
 * docs/product-rules.md#performance-analysis: late when completed after the deadline, early when at
 * least 24 hours before it, on time otherwise; the difference is deadline − completion in hours
 * (positive = early).
 */
export function deadlineOutcome(t: Pick<TaskFacts, 'deadline' | 'completed_at'>): {
  status: DeadlineStatus;
  differenceHours: number | null;
} {
  if (!t.deadline || !t.completed_at) return { status: 'none', differenceHours: null };
  const difference = hoursBetween(t.completed_at, t.deadline);
  return {
    status: difference < 0 ? 'late' : difference >= 24 ? 'early' : 'on_time',
    differenceHours: roundHours(difference),
  };
}

/** Working time: from the start (or, never started, the assignment) to the completion. */
const completionHours = (t: TaskFacts) =>
  t.completed_at ? roundHours(hoursBetween(t.started_at ?? t.created_at, t.completed_at)) : null;

async function loadSubject(db: Db, ctx: MemberCtx, employeeId: string) {
  const person = await repo.findPerson(db, ctx, employeeId);
  if (!person) throw notFound();
  if (!canViewAnalytics(ctx.actor, person)) throw forbidden();
  const tasks = await repo.tasksAssignedTo(db, ctx, person.id);
  return { person, tasks: tasks as TaskFacts[] };
}

export function computeAnalytics(
  person: { id: string; name: string },
  tasks: TaskFacts[],
  now = new Date(),
): EmployeeAnalytics {
  const done = tasks.filter(isDone);
  const outcomes = done.map(deadlineOutcome);
  const withDeadline = outcomes.filter((o) => o.status !== 'none');
  const early = outcomes.filter((o) => o.status === 'early').length;
  const onTime = outcomes.filter((o) => o.status === 'on_time').length;
  const late = outcomes.filter((o) => o.status === 'late').length;
  const durations = done.map(completionHours).filter((h): h is number => h !== null);
  const month = monthWindow(now);
  const week = weekWindow(now);
  const within = (w: TimeWindow) => tasks.filter((t) => isWithin(t.created_at, w)).length;
  return {
    employee_id: person.id,
    employee_name: person.name,
    ...performanceScore({
      total: tasks.length,
      completed: done.length,
      completedWithDeadline: withDeadline.length,
      completedInTime: early + onTime,
    }),
    completed_tasks: done.length,
    total_tasks: tasks.length,
    average_completion_time_hours: durations.length
      ? roundHours(durations.reduce((a, b) => a + b, 0) / durations.length)
      : null,
    tasks_this_month: within(month),
    tasks_this_week: within(week),
    early_completions: early,
    on_time_completions: onTime,
    late_completions: late,
  };
}

export async function employeeAnalytics(
  deps: AnalyticsDeps,
  ctx: MemberCtx,
  employeeId: string,
): Promise<EmployeeAnalytics> {
  const { person, tasks } = await loadSubject(deps.db, ctx, employeeId);
  return computeAnalytics(person, tasks);
}

/** Completed tasks, most recent first, at most `limit`: the analysis dialog's list and the export's. */
function historyOf(tasks: TaskFacts[], limit: number): (TaskHistoryItem & { deadline: string | null })[] {
  return tasks
    .filter(isDone)
    .sort((a, b) => (a.completed_at! < b.completed_at! ? 1 : -1))
    .slice(0, limit)
    .map((t) => {
      const outcome = deadlineOutcome(t);
      return {
        task_id: t.id,
        title: t.title,
        completion_time_hours: completionHours(t),
        priority: t.priority,
        deadline_status: outcome.status,
        deadline_difference_hours: outcome.differenceHours,
        completed_at: t.completed_at!,
        deadline: t.deadline,
      };
    });
}

/** Completed tasks, most recent first: the analysis dialog's scrolling list. */
export async function taskHistory(
  deps: AnalyticsDeps,
  ctx: MemberCtx,
  employeeId: string,
  limit = 50,
): Promise<TaskHistoryItem[]> {
  const { tasks } = await loadSubject(deps.db, ctx, employeeId);
  return historyOf(tasks, limit).map(({ deadline: _deadline, ...item }) => item);
}

/** `Ayşe Yılmaz` → `ayşe-yılmaz`: the person's name as a file name shows it (Turkish letters kept). */
const nameForFile = (name: string) =>
  name
    .toLocaleLowerCase('tr')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/**
 * The analysis as a CSV file (docs/product-rules.md#exports): its figures as name and value, a
 * blank line, then every completed task (up to the row cap). Who may see it is settled before the
 * file starts, as for the dialog: another company's person 404, a role that may not see them 403.
 */
export async function exportAnalytics(deps: AnalyticsDeps, ctx: MemberCtx, employeeId: string, cap?: number) {
  const { person, tasks } = await loadSubject(deps.db, ctx, employeeId);
  const now = new Date();
  const rows = [
    ...analyticsRows(computeAnalytics(person, tasks, now)),
    [],
    historyHeader,
    ...historyOf(tasks, cap ?? exportLimits.rowCap).map(historyRow),
  ];
  return {
    filename: csvFileName(`performans-analizi-${nameForFile(person.name)}`, now),
    chunks: csvDocument(['Ölçü', 'Değer'], rows, cap),
  };
}

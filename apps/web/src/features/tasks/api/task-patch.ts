import {
  isDoneStatus,
  matchesTaskFilter,
  type DashboardStats,
  type LiveEventOf,
  type Task,
  type TaskCounts,
  type TaskFilter,
} from '@vazife/contract';

/**
 * How the task caches follow `task.changed` (contract `events.ts`): the event says the task's
 * counted fields before and after the change, and the task itself when every reader sees it alike.
 * Each function takes what a cache holds and gives the new value, or the same value when nothing
 * changes. Pure, so that each rule is tested without a screen; it imports the contract alone, so
 * that the busy-hour benchmark's client model runs these very rules
 * (bench/lib/busy/clients/patching.ts).
 */
export type TaskChanged = LiveEventOf<'task.changed'>;
type Timing = TaskChanged['after'];

/** A board list's cache: TanStack Query's `InfiniteData` of `TaskPage`s (task-list.ts). */
export interface TaskPages {
  pages: { tasks: Task[]; nextCursor: string | null }[];
  pageParams: unknown[];
}

/** How much one change moves each number: the tabs (`all`, `today`, `week`, `overdue`) and the open tasks. */
export interface CountDelta {
  all: number;
  today: number;
  week: number;
  overdue: number;
  open: number;
}

function countsOf(timing: Timing | null, now: Date): CountDelta {
  if (!timing) return { all: 0, today: 0, week: 0, overdue: 0, open: 0 };
  const one = (yes: boolean) => (yes ? 1 : 0);
  return {
    all: 1,
    today: one(matchesTaskFilter(timing, 'today', now)),
    week: one(matchesTaskFilter(timing, 'week', now)),
    overdue: one(matchesTaskFilter(timing, 'overdue', now)),
    open: one(!isDoneStatus(timing.status)),
  };
}

/** What the change adds to (or takes from) each count, all judged at `now`. */
export function countDelta(event: TaskChanged, now: Date): CountDelta {
  const before = countsOf(event.before, now);
  const after = countsOf(event.after, now);
  return {
    all: after.all - before.all,
    today: after.today - before.today,
    week: after.week - before.week,
    overdue: after.overdue - before.overdue,
    open: after.open - before.open,
  };
}

const isZero = (d: CountDelta) => !d.all && !d.today && !d.week && !d.overdue && !d.open;

/** The filter tabs' numbers after the change. */
export function patchTaskCounts(counts: TaskCounts, event: TaskChanged, now: Date): TaskCounts {
  const d = countDelta(event, now);
  if (isZero(d)) return counts;
  return {
    all: Math.max(0, counts.all + d.all),
    today: Math.max(0, counts.today + d.today),
    week: Math.max(0, counts.week + d.week),
    overdue: Math.max(0, counts.overdue + d.overdue),
  };
}

/** The stats cards (contract `dashboardStats`) after the change: the task totals move by the task alone. */
export function patchTaskStats(stats: DashboardStats, event: TaskChanged, now: Date): DashboardStats {
  const d = countDelta(event, now);
  if (!d.all && !d.open && !d.overdue) return stats;
  return {
    ...stats,
    total_tasks: Math.max(0, stats.total_tasks + d.all),
    completed_tasks: Math.max(0, stats.completed_tasks + d.all - d.open),
    pending_tasks: Math.max(0, stats.pending_tasks + d.open),
    overdue_tasks: Math.max(0, stats.overdue_tasks + d.overdue),
  };
}

/** Newest first, as the server lists them (created_at, then id, both descending). */
const listedBefore = (a: Task, b: Task) =>
  a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);

/**
 * A board list's loaded pages after the change of `task` (the event's, or the one fetched for it):
 * replaced where it is, taken out of a tab it left, put in its place in a tab it joined. A task
 * that sorts after the last loaded task while older pages remain is left to "Daha fazla yükle"
 * (the next page's cursor is the last loaded task's, so it will come then).
 */
export function patchTaskList<T extends TaskPages>(data: T, filter: TaskFilter | 'all', task: Task, now: Date): T {
  const belongs = filter === 'all' || matchesTaskFilter(task, filter, now);
  const found = data.pages.some((page) => page.tasks.some((t) => t.id === task.id));
  let pages: TaskPages['pages'];
  if (found) {
    pages = data.pages.map((page) => ({
      ...page,
      tasks: belongs
        ? page.tasks.map((t) => (t.id === task.id ? task : t))
        : page.tasks.filter((t) => t.id !== task.id),
    }));
  } else {
    if (!belongs) return data;
    const p = data.pages.findIndex((page) => page.tasks.some((t) => listedBefore(task, t)));
    const last = data.pages.length - 1;
    if (p < 0 && (last < 0 || data.pages[last]!.nextCursor !== null)) return data;
    const into = p >= 0 ? p : last;
    pages = data.pages.map((page, i) => {
      if (i !== into) return page;
      const at = page.tasks.findIndex((t) => listedBefore(task, t));
      const tasks = [...page.tasks];
      tasks.splice(at < 0 ? tasks.length : at, 0, task);
      return { ...page, tasks };
    });
  }
  return { ...data, pages } as T;
}

/**
 * Whether `event` repeats the last one seen of its task, for the counts: a person whom two of the
 * task's audiences reach (an assignee whose role has since become one the task tells) gets each
 * change twice, and the counts must move once. Two real changes in a row never look alike where it
 * matters: the second starts where the first ended, so they are equal only when neither moved a
 * count. (The lists take every event: patching a task in again changes nothing.)
 */
export function createRepeatCheck(remembered = 500): (event: TaskChanged) => boolean {
  const last = new Map<string, string>();
  return (event) => {
    const key = JSON.stringify([event.before, event.after]);
    if (last.get(event.task_id) === key) return true;
    if (last.size >= remembered) last.clear();
    last.set(event.task_id, key);
    return false;
  };
}

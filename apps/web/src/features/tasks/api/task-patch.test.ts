import type { InfiniteData } from '@tanstack/react-query';
import type { Task } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeTask } from '../../../test/task-fixtures';
import type { TaskPage } from './task-list';
import {
  countDelta,
  createRepeatCheck,
  patchTaskCounts,
  patchTaskList,
  patchTaskStats,
  type TaskChanged,
} from './task-patch';

// A Tuesday noon in Istanbul: "today" is the 24th, "this week" Sunday the 22nd to Saturday the 28th.
const now = new Date('2026-11-24T09:00:00Z');
const timing = (task: Task) => ({ status: task.status, created_at: task.created_at, deadline: task.deadline });

function changed(before: Task | null, after: Task, carried = true): TaskChanged {
  return {
    type: 'task.changed',
    task_id: after.id,
    task: carried ? after : null,
    refetch: !carried,
    before: before && timing(before),
    after: timing(after),
  };
}

const pages = (...lists: [Task[], string | null][]): InfiniteData<TaskPage> => ({
  pages: lists.map(([tasks, nextCursor]) => ({ tasks, nextCursor })),
  pageParams: lists.map((_, i) => (i === 0 ? undefined : `c${i}`)),
});
const ids = (data: InfiniteData<TaskPage>) => data.pages.map((page) => page.tasks.map((t) => t.id));

describe('the counts', () => {
  const todayOverdue = makeTask({ created_at: '2026-11-24T06:00:00Z', deadline: '2026-11-24T08:00:00Z' });

  it('count a new task under every tab it belongs to', () => {
    expect(countDelta(changed(null, todayOverdue), now)).toEqual({ all: 1, today: 1, week: 1, overdue: 1, open: 1 });
    const counts = { all: 5, today: 1, week: 2, overdue: 0 };
    expect(patchTaskCounts(counts, changed(null, todayOverdue), now)).toEqual({
      all: 6,
      today: 2,
      week: 3,
      overdue: 1,
    });
  });

  it('take a task done out of overdue and the open ones, and keep the same counts when nothing counted moved', () => {
    const done = { ...todayOverdue, status: 'tamamlandi' as const };
    expect(countDelta(changed(todayOverdue, done), now)).toEqual({ all: 0, today: 0, week: 0, overdue: -1, open: -1 });
    const counts = { all: 5, today: 1, week: 2, overdue: 1 };
    expect(patchTaskCounts(counts, changed(todayOverdue, done), now)).toEqual({ ...counts, overdue: 0 });
    const started = { ...todayOverdue, status: 'baslatildi' as const };
    expect(patchTaskCounts(counts, changed(todayOverdue, started), now)).toBe(counts);
  });

  it('move the stats cards: a task done leaves the pending and overdue, joins the completed', () => {
    const stats = {
      total_tasks: 4,
      completed_tasks: 1,
      pending_tasks: 3,
      overdue_tasks: 1,
      total_employees: 9,
      pending_approvals: 2,
    };
    const done = { ...todayOverdue, status: 'tamamlandi' as const };
    expect(patchTaskStats(stats, changed(todayOverdue, done), now)).toEqual({
      ...stats,
      completed_tasks: 2,
      pending_tasks: 2,
      overdue_tasks: 0,
    });
    expect(patchTaskStats(stats, changed(null, todayOverdue), now)).toEqual({
      ...stats,
      total_tasks: 5,
      pending_tasks: 4,
      overdue_tasks: 2,
    });
  });

  it('never go below zero (counts loaded before a change the event reports)', () => {
    const done = { ...todayOverdue, status: 'tamamlandi' as const };
    expect(patchTaskCounts({ all: 1, today: 1, week: 1, overdue: 0 }, changed(todayOverdue, done), now).overdue).toBe(
      0,
    );
  });

  it('see a change told twice as a repeat, and two real changes in a row as two', () => {
    const isRepeat = createRepeatCheck();
    const started = { ...todayOverdue, status: 'baslatildi' as const };
    const done = { ...todayOverdue, status: 'tamamlandi' as const };
    expect(isRepeat(changed(todayOverdue, started))).toBe(false);
    expect(isRepeat(changed(todayOverdue, started))).toBe(true);
    expect(isRepeat(changed(started, done))).toBe(false);
    expect(isRepeat(changed(null, makeTask({ id: 'other' })))).toBe(false);
  });
});

describe('a board list', () => {
  const a = makeTask({ id: 'a', created_at: '2026-11-24T07:00:00Z', deadline: null });
  const b = makeTask({ id: 'b', created_at: '2026-11-22T07:00:00Z', deadline: null });
  const c = makeTask({ id: 'c', created_at: '2026-11-10T07:00:00Z', deadline: null });

  it('replaces a task where it is', () => {
    const data = pages([[a, b], 'c1'], [[c], null]);
    const renamed = { ...b, title: 'Yeni başlık' };
    const next = patchTaskList(data, 'all', renamed, now);
    expect(ids(next)).toEqual([['a', 'b'], ['c']]);
    expect(next.pages[0]!.tasks[1]).toBe(renamed);
  });

  it('puts a new task in its place, newest first, and leaves one older than every loaded page to the next', () => {
    const data = pages([[a, c], null]);
    expect(ids(patchTaskList(data, 'all', b, now))).toEqual([['a', 'b', 'c']]);
    const newest = makeTask({ id: 'n', created_at: '2026-11-24T08:00:00Z', deadline: null });
    expect(ids(patchTaskList(data, 'all', newest, now))).toEqual([['n', 'a', 'c']]);
    const oldest = makeTask({ id: 'o', created_at: '2026-01-01T08:00:00Z', deadline: null });
    expect(ids(patchTaskList(data, 'all', oldest, now))).toEqual([['a', 'c', 'o']]);
    const more = pages([[a, c], 'c1']);
    expect(patchTaskList(more, 'all', oldest, now)).toBe(more);
  });

  it('takes a task out of a tab it left, and keeps out one that does not belong', () => {
    const overdue = makeTask({ id: 'd', created_at: '2026-11-01T07:00:00Z', deadline: '2026-11-20T07:00:00Z' });
    const data = pages([[overdue], null]);
    const done = { ...overdue, status: 'onaylandi' as const };
    expect(ids(patchTaskList(data, 'overdue', done, now))).toEqual([[]]);
    const today = pages([[a], null]);
    expect(patchTaskList(today, 'today', c, now)).toBe(today);
    expect(ids(patchTaskList(pages([[], null]), 'today', a, now))).toEqual([['a']]);
  });
});

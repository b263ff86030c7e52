import type { Task, TaskCounts } from '@vazife/contract';
import { useQueryClient, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveEvent } from '../../../lib/live-events';
import { taskKeys, type BoardFilter } from './keys';
import { fetchTask } from './task-detail';
import type { TaskPage } from './task-list';
import { createRepeatCheck, patchTaskCounts, patchTaskList, type TaskChanged } from './task-patch';

const waiting = new WeakMap<QueryClient, Set<string>>();

/**
 * Runs `run` for `key`, one run at a time: a burst of events that each need the same fetch makes
 * one, and one more after it when another asked meanwhile (the first may have answered from before
 * their change).
 */
function once(queryClient: QueryClient, key: string, run: () => Promise<unknown>): void {
  const keys = waiting.get(queryClient) ?? new Set<string>();
  waiting.set(queryClient, keys);
  const again = `${key}|again`;
  if (keys.has(key)) return void keys.add(again);
  keys.add(key);
  void run()
    .catch(() => undefined)
    .finally(() => {
      keys.delete(key);
      if (keys.delete(again)) once(queryClient, key, run);
    });
}

/** Resolves once no fetch of `queryKey` is under way. */
function settled(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const cache = queryClient.getQueryCache();
  const busy = () => cache.find({ queryKey, exact: true })?.state.fetchStatus === 'fetching';
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = cache.subscribe(() => {
      if (busy()) return;
      stop();
      resolve();
    });
  });
}

/**
 * Sets what `patch` makes of a cached value. A fetch of it under way may answer from before the
 * change and overwrite the patch: that query is fetched once more after it, never cancelled.
 */
export function patchQuery<T>(queryClient: QueryClient, queryKey: QueryKey, patch: (old: T) => T): void {
  const old = queryClient.getQueryData<T>(queryKey);
  if (old === undefined) return;
  const next = patch(old);
  if (next !== old) queryClient.setQueryData<T>(queryKey, next);
  if (queryClient.getQueryState(queryKey)?.fetchStatus !== 'fetching') return;
  once(queryClient, JSON.stringify(queryKey), async () => {
    await settled(queryClient, queryKey);
    await queryClient.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
  });
}

/** The task's new version in every board list and, when open, its detail. */
function patchLists(queryClient: QueryClient, task: Task): void {
  const now = new Date();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: taskKeys.lists() })) {
    const filter = query.queryKey[2] as BoardFilter;
    patchQuery<InfiniteData<TaskPage>>(queryClient, query.queryKey, (data) => patchTaskList(data, filter, task, now));
  }
  if (queryClient.getQueryData(taskKeys.detail(task.id)) !== undefined)
    queryClient.setQueryData(taskKeys.detail(task.id), task);
}

/** Applies a `task.changed` to the board: its lists, the tab counts and the task's detail. */
export function applyTaskChanged(queryClient: QueryClient, event: TaskChanged, repeated: boolean): void {
  if (!repeated) patchQuery<TaskCounts>(queryClient, taskKeys.counts(), (c) => patchTaskCounts(c, event, new Date()));
  if (event.task) return patchLists(queryClient, event.task);
  // Left out of the event (its files' links are signed for each reader, or it is long): that task
  // alone is fetched, once for a burst of its changes.
  once(queryClient, `task:${event.task_id}`, async () => patchLists(queryClient, await fetchTask(event.task_id)));
}

/**
 * A task changed somewhere (another person's move, another tab): the lists, tab counts and the
 * open task are patched from the event, without a call unless it left the task out. While the
 * stream is down, the same queries poll instead (`useLiveRefetchInterval`).
 */
export function useTaskLiveUpdates(): void {
  const queryClient = useQueryClient();
  const [isRepeat] = useState(createRepeatCheck);
  useLiveEvent(['task.changed'], (event) => {
    if (event.type !== 'task.changed') return;
    applyTaskChanged(queryClient, event, isRepeat(event));
  });
}

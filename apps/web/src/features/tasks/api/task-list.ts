import { limits, taskList, type Task } from '@vazife/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { loaderDataFreshMs } from '../../../lib/query-client';
import { taskKeys, type BoardFilter } from './keys';
import { useTaskLiveUpdates } from './live-updates';

export interface TaskPage {
  tasks: Task[];
  /** The `x-next-cursor` header: present while older tasks remain. */
  nextCursor: string | null;
}

export async function fetchTaskPage(filter: BoardFilter, cursor?: string, signal?: AbortSignal): Promise<TaskPage> {
  const params = new URLSearchParams({ limit: String(limits.pageSize) });
  if (filter !== 'all') params.set('filter', filter);
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Task[]>(`/api/tasks/my?${params.toString()}`, {
    schema: import.meta.env.DEV ? taskList : undefined,
    signal,
  });
  return { tasks: data, nextCursor: headers.get('x-next-cursor') || null };
}

export const taskListQuery = (filter: BoardFilter) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchTaskPage(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: loaderDataFreshMs,
  });

/** My tasks, newest first, 100 per page ("Daha fazla yükle" fetches the next); kept fresh live. */
export function useTaskList(filter: BoardFilter) {
  useTaskLiveUpdates();
  return useInfiniteQuery({ ...taskListQuery(filter), refetchInterval: useLiveRefetchInterval() });
}

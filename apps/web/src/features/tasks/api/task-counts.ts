import { taskCounts, type TaskCounts } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { loaderDataFreshMs } from '../../../lib/query-client';
import { taskKeys } from './keys';

export function fetchTaskCounts(): Promise<TaskCounts> {
  return apiRequest<TaskCounts>('/api/tasks/counts', { schema: import.meta.env.DEV ? taskCounts : undefined });
}

export const taskCountsQuery = () =>
  queryOptions({ queryKey: taskKeys.counts(), queryFn: fetchTaskCounts, staleTime: loaderDataFreshMs });

/** The numbers on the filter tabs (refetched on task events, polled while the stream is down). */
export function useTaskCounts() {
  return useQuery({ ...taskCountsQuery(), refetchInterval: useLiveRefetchInterval() });
}

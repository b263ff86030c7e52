import { task as taskSchema, type Task } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';

export function fetchTask(id: string): Promise<Task> {
  return apiRequest<Task>(`/api/tasks/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? taskSchema : undefined,
  });
}

export const taskDetailQuery = (id: string) =>
  queryOptions({ queryKey: taskKeys.detail(id), queryFn: () => fetchTask(id) });

/** One task, fresh (new signed file links); the card's copy shows meanwhile. */
export function useTask(id: string, shown: Task) {
  return useQuery({ ...taskDetailQuery(id), placeholderData: shown });
}

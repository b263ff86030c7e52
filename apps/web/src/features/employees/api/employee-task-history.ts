import { taskHistory, type TaskHistoryItem } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export function fetchEmployeeTaskHistory(id: string): Promise<TaskHistoryItem[]> {
  return apiRequest<TaskHistoryItem[]>(`/api/analytics/employee/${encodeURIComponent(id)}/task-history`, {
    schema: import.meta.env.DEV ? taskHistory : undefined,
  });
}

export const employeeTaskHistoryQuery = (id: string) =>
  queryOptions({ queryKey: employeeKeys.taskHistory(id), queryFn: () => fetchEmployeeTaskHistory(id) });

/** The worker's recently completed tasks, with timing against the deadline. */
export function useEmployeeTaskHistory(id: string) {
  return useQuery(employeeTaskHistoryQuery(id));
}

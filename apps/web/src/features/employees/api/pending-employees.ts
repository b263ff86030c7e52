import { employeeList, type Employee } from '@vazife/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveEvent, useLiveRefetchInterval } from '../../../lib/live-events';
import { employeeKeys } from './keys';

export function fetchPendingEmployees(): Promise<Employee[]> {
  return apiRequest<Employee[]>('/api/employees/pending', { schema: import.meta.env.DEV ? employeeList : undefined });
}

export const pendingEmployeesQuery = () =>
  queryOptions({ queryKey: employeeKeys.pending(), queryFn: fetchPendingEmployees });

/** People waiting for approval: refetched when someone joins (live), polled while the stream is down. */
export function usePendingEmployees() {
  const queryClient = useQueryClient();
  useLiveEvent(['employee.pending'], () => void queryClient.invalidateQueries({ queryKey: employeeKeys.pending() }));
  return useQuery({ ...pendingEmployeesQuery(), refetchInterval: useLiveRefetchInterval() });
}

import { employeeList, type Employee } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export function fetchPendingEmployees(): Promise<Employee[]> {
  return apiRequest<Employee[]>('/api/employees/pending', { schema: employeeList });
}

export const pendingEmployeesQuery = () =>
  queryOptions({ queryKey: employeeKeys.pending(), queryFn: fetchPendingEmployees });

export function usePendingEmployees() {
  return useQuery(pendingEmployeesQuery());
}

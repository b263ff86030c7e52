import { employeeList, type Employee } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export function fetchApprovedEmployees(): Promise<Employee[]> {
  return apiRequest<Employee[]>('/api/employees', { schema: import.meta.env.DEV ? employeeList : undefined });
}

export const approvedEmployeesQuery = () =>
  queryOptions({ queryKey: employeeKeys.approved(), queryFn: fetchApprovedEmployees });

export function useApprovedEmployees() {
  return useQuery(approvedEmployeesQuery());
}

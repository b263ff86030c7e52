import { employeeList, type Employee } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';

/** Approved staff of the company: the create dialog narrows them to the roles the user may assign. */
export function fetchAssignableEmployees(): Promise<Employee[]> {
  return apiRequest<Employee[]>('/api/employees', { schema: import.meta.env.DEV ? employeeList : undefined });
}

export const assignableEmployeesQuery = () =>
  queryOptions({ queryKey: taskKeys.assignees(), queryFn: fetchAssignableEmployees, staleTime: 60_000 });

export function useAssignableEmployees(enabled = true) {
  return useQuery({ ...assignableEmployeesQuery(), enabled });
}

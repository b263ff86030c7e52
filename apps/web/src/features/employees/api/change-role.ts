import { employeeActionResponse, type Employee, type StaffRole } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export function changeEmployeeRole(input: {
  id: string;
  role: StaffRole;
}): Promise<{ message: string; employee: Employee }> {
  return apiRequest(`/api/employees/${encodeURIComponent(input.id)}/role`, {
    method: 'PUT',
    body: { role: input.role },
    schema: import.meta.env.DEV ? employeeActionResponse : undefined,
  });
}

export function useChangeEmployeeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmployeeRole,
    // Not awaited: the caller's callbacks must run before the refetch unmounts its card.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: employeeKeys.approved() }),
  });
}

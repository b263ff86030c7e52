import { employeeActionResponse, type Employee } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export function rejectEmployee(id: string): Promise<{ message: string; employee: Employee }> {
  return apiRequest(`/api/employees/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    schema: import.meta.env.DEV ? employeeActionResponse : undefined,
  });
}

export function useRejectEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectEmployee,
    // Not awaited: the caller's callbacks must run before the refetch unmounts its card.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: employeeKeys.pending() }),
  });
}

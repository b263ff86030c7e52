import { employeeActionResponse, type Employee } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/my-company';
import { employeeKeys } from './keys';

export function approveEmployee(id: string): Promise<{ message: string; employee: Employee }> {
  return apiRequest(`/api/employees/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: import.meta.env.DEV ? employeeActionResponse : undefined,
  });
}

export function useApproveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveEmployee,
    // Not awaited: the caller's callbacks must run before the refetch unmounts the approved card.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      void queryClient.invalidateQueries({ queryKey: companyKeys.my });
    },
  });
}

import { groupPermissionResponse, type Employee } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { employeeKeys } from './keys';

export interface GroupPermissionResult {
  message: string;
  can_create_groups: boolean;
  employee: Employee;
}

export function toggleGroupPermission(id: string): Promise<GroupPermissionResult> {
  return apiRequest<GroupPermissionResult>(`/api/employees/${encodeURIComponent(id)}/toggle-group-permission`, {
    method: 'POST',
    schema: import.meta.env.DEV ? groupPermissionResponse : undefined,
  });
}

/** Puts the answer straight into the list (the switch flips at once), then refreshes it. */
export function useToggleGroupPermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleGroupPermission,
    onSuccess: (result, id) => {
      queryClient.setQueryData<Employee[]>(employeeKeys.approved(), (list) =>
        list?.map((item) => (item.id === id ? { ...item, can_create_groups: result.can_create_groups } : item)),
      );
    },
    // Not awaited: the caller's callbacks must run before the refetch unmounts its card.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: employeeKeys.approved() }),
  });
}

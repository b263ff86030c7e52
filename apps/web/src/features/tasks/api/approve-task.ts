import { taskActionResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';
import { refreshTasks, type TaskActionResult } from './refresh';

export function approveTask(id: string): Promise<TaskActionResult> {
  return apiRequest<TaskActionResult>(`/api/tasks/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: import.meta.env.DEV ? taskActionResponse : undefined,
  });
}

export function useApproveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.mutations(), 'approve'],
    mutationFn: approveTask,
    onSuccess: (result) => refreshTasks(queryClient, result.task),
  });
}

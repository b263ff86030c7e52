import { taskActionResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';
import { refreshTasks, type TaskActionResult } from './refresh';

/** Appends to the task's additional information (completed or approved tasks). */
export function addAdditionalInfo(input: { id: string; text: string }): Promise<TaskActionResult> {
  return apiRequest<TaskActionResult>(`/api/tasks/${encodeURIComponent(input.id)}/add-additional-info`, {
    method: 'POST',
    body: { additional_info: input.text.trim() },
    schema: import.meta.env.DEV ? taskActionResponse : undefined,
  });
}

export function useAddAdditionalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.mutations(), 'add-additional-info'],
    mutationFn: addAdditionalInfo,
    onSuccess: (result) => refreshTasks(queryClient, result.task),
  });
}

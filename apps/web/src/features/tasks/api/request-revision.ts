import { taskActionResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';
import { refreshTasks, type TaskActionResult } from './refresh';

export function requestRevision(input: { id: string; text: string }): Promise<TaskActionResult> {
  return apiRequest<TaskActionResult>(`/api/tasks/${encodeURIComponent(input.id)}/request-revision`, {
    method: 'POST',
    body: { revision_note: input.text.trim() },
    schema: import.meta.env.DEV ? taskActionResponse : undefined,
  });
}

export function useRequestRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.mutations(), 'request-revision'],
    mutationFn: requestRevision,
    onSuccess: (result) => refreshTasks(queryClient, result.task),
  });
}

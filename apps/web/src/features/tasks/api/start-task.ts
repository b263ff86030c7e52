import { taskActionResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';
import { refreshTasks, type TaskActionResult } from './refresh';

/** "Başlat": atanmis → baslatildi, no files, so a plain call. */
export function startTask(id: string): Promise<TaskActionResult> {
  return apiRequest<TaskActionResult>(`/api/tasks/${encodeURIComponent(id)}/update-status`, {
    method: 'POST',
    body: { status: 'baslatildi' },
    schema: import.meta.env.DEV ? taskActionResponse : undefined,
  });
}

export function useStartTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.mutations(), 'start'],
    mutationFn: startTask,
    onSuccess: (result) => refreshTasks(queryClient, result.task),
  });
}

import { taskActionResponse, type Priority } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from './keys';
import { refreshTasks, type TaskActionResult } from './refresh';

export interface CreateTaskValues {
  title: string;
  description: string;
  assigned_to: string;
  priority: Priority;
  /** ISO 8601 with zone, or null for no deadline. */
  deadline: string | null;
  task_image: File | null;
}

export function createTask(values: CreateTaskValues): Promise<TaskActionResult> {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('description', values.description.trim());
  body.set('assigned_to', values.assigned_to);
  body.set('priority', values.priority);
  if (values.deadline) body.set('deadline', values.deadline);
  if (values.task_image) body.set('task_image', values.task_image, values.task_image.name);
  return apiRequest<TaskActionResult>('/api/tasks/create', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? taskActionResponse : undefined,
  });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...taskKeys.mutations(), 'create'],
    mutationFn: createTask,
    onSuccess: (result) => refreshTasks(queryClient, result.task),
  });
}

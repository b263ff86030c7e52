import type { Task } from '@vazife/contract';
import type { QueryClient } from '@tanstack/react-query';
import { taskKeys } from './keys';

export interface TaskActionResult {
  message: string;
  task: Task;
}

/** After any change: the changed task at once, the lists and tab counts on the next refetch. */
export function refreshTasks(queryClient: QueryClient, changed?: Task): void {
  if (changed) queryClient.setQueryData(taskKeys.detail(changed.id), changed);
  // Not awaited: the caller's callbacks (close the dialog, notify) must not wait for the lists.
  void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: taskKeys.counts() });
}

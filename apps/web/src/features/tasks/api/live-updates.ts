import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import { taskKeys } from './keys';

/**
 * A task changed somewhere (another person's move, another tab): the lists and tab counts on
 * screen refetch, and the task itself if it is open. While the stream is down, the same queries
 * poll instead (`useLiveRefetchInterval`).
 */
export function useTaskLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvent(['task.changed'], (event) => {
    if (event.type !== 'task.changed') return;
    void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: taskKeys.counts() });
    void queryClient.invalidateQueries({ queryKey: taskKeys.detail(event.task_id) });
  });
}

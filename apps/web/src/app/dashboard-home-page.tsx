import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardKeys } from '../features/dashboard/api/keys';
import { HomePage } from '../features/dashboard/pages/home-page';
import { taskKeys } from '../features/tasks/api/keys';
import { TaskBoard } from '../features/tasks/components/task-board';
import { useLiveEvent } from '../lib/live-events';

/**
 * A finished task mutation changes the dashboard's counters too, and so does someone else's change
 * told by the live stream: the two features meet here.
 */
function useStatsFollowTasks() {
  const queryClient = useQueryClient();
  useLiveEvent(['task.changed'], () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() }));
  useEffect(() => {
    const prefix = taskKeys.mutations();
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const key = event.mutation.options.mutationKey ?? [];
      if (prefix.every((part, index) => key[index] === part)) {
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats() });
      }
    });
  }, [queryClient]);
}

/** The "Dashboard" tab (docs/product-rules.md#screens): the stats cards, then the task list (Görevler). */
export function DashboardHomePage() {
  useStatsFollowTasks();
  return (
    <Stack gap="xl">
      <HomePage />
      <TaskBoard />
    </Stack>
  );
}

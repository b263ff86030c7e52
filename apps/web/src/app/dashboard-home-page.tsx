import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardStats } from '@vazife/contract';
import { useEffect, useState } from 'react';
import { dashboardKeys } from '../features/dashboard/api/keys';
import { HomePage } from '../features/dashboard/pages/home-page';
import { taskKeys } from '../features/tasks/api/keys';
import { patchQuery } from '../features/tasks/api/live-updates';
import { createRepeatCheck, patchTaskStats } from '../features/tasks/api/task-patch';
import { TaskBoard } from '../features/tasks/components/task-board';
import { useLiveEvent } from '../lib/live-events';

/**
 * A finished task mutation changes the dashboard's counters too, and so does someone else's change
 * told by the live stream, which says enough to move them without a call: the two features meet
 * here.
 */
function useStatsFollowTasks() {
  const queryClient = useQueryClient();
  const [isRepeat] = useState(createRepeatCheck);
  useLiveEvent(['task.changed'], (event) => {
    if (event.type !== 'task.changed' || isRepeat(event)) return;
    patchQuery<DashboardStats>(queryClient, dashboardKeys.stats(), (stats) => patchTaskStats(stats, event, new Date()));
  });
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

import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { DashboardStats } from '@vazife/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardKeys } from '../features/dashboard/api/keys';
import { HomePage } from '../features/dashboard/pages/home-page';
import { taskKeys } from '../features/tasks/api/keys';
import { patchQuery } from '../features/tasks/api/live-updates';
import { createRepeatCheck, patchTaskStats } from '../features/tasks/api/task-patch';
import { useLiveEvent } from '../lib/live-events';
import { useAfterFirstScreen } from '../lib/use-after-first-screen';
import { useIsPhone } from '../lib/use-is-phone';
import { loadTaskBoard } from './task-board-chunk';

const TaskBoard = lazy(async () => ({ default: (await loadTaskBoard()).TaskBoard }));

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

/** Where the board will be: its title and the shape of its first cards. */
function TaskBoardPlaceholder() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" data-testid="task-board-placeholder">
      <Title order={3} fz={{ base: 18, sm: 20 }}>
        {t('tasks.boardTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {[0, 1].map((i) => (
          <Skeleton key={i} h={190} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/*
 * The task board is a chunk of its own (about a third of the home's code: the cards, their
 * actions, the filter tabs, the export button). Its calls start with the page's (the boot script,
 * dashboard-home-data.ts), so its data are in when its code is. On a phone it is below the fold:
 * its code is asked for once the first screen is shown, so that it is not among the requests that
 * a phone waits for before the counters (Lighthouse counts every request answered before the
 * largest paint in it). On a wide screen it is in view: asked for with the route
 * (task-board-chunk.ts), and drawn as soon as it is in.
 */
function DeferredTaskBoard() {
  const phone = useIsPhone();
  const shown = useAfterFirstScreen();
  if (phone && !shown) return <TaskBoardPlaceholder />;
  return (
    <Suspense fallback={<TaskBoardPlaceholder />}>
      <TaskBoard />
    </Suspense>
  );
}

/** The "Dashboard" tab (docs/product-rules.md#screens): the stats cards, then the task list (Görevler). */
export function DashboardHomePage() {
  useStatsFollowTasks();
  return (
    <Stack gap="xl">
      <HomePage />
      <DeferredTaskBoard />
    </Stack>
  );
}

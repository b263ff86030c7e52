import type { QueryClient } from '@tanstack/react-query';
import { canManageCompany } from '@vazife/contract';
import { dashboardStatsQuery } from '../features/dashboard/api/stats';
import { taskCountsQuery } from '../features/tasks/api/task-counts';
import { taskListQuery } from '../features/tasks/api/task-list';
import { myCompanyQuery } from '../lib/my-company';
import { getSession } from '../lib/session';
import { settleWithin } from '../lib/settle-within';
import { firstScreenWaitMs } from './first-screen-calls';
import { homePathFor } from './guards/home-path';

/**
 * The dashboard home's data, asked for by the route's loader while the route's code downloads
 * (render-as-you-fetch) instead of by the components once that code has arrived and rendered.
 * The screen is drawn once its data are in (or after `firstScreenWaitMs`), so it is drawn once,
 * at its final size: the invitation card above the counters no longer pushes them down when the
 * company arrives. A failed call is left to the component that shows its error.
 */
export async function loadDashboardHome(queryClient: QueryClient): Promise<null> {
  const user = getSession()?.user;
  if (!user || homePathFor(user) !== '/dashboard') return null;
  const calls: Promise<unknown>[] = [
    queryClient.ensureQueryData(dashboardStatsQuery()),
    queryClient.ensureQueryData(taskCountsQuery()),
    queryClient.ensureInfiniteQueryData(taskListQuery('all')),
  ];
  if (canManageCompany({ role: user.role, approved: user.is_approved })) {
    calls.push(queryClient.ensureQueryData(myCompanyQuery()));
  }
  await settleWithin(Promise.allSettled(calls), firstScreenWaitMs);
  return null;
}

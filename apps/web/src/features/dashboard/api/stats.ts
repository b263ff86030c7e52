import { dashboardStats, type DashboardStats } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { loaderDataFreshMs } from '../../../lib/query-client';
import { dashboardKeys } from './keys';

export function fetchDashboardStats(): Promise<DashboardStats> {
  return apiRequest<DashboardStats>('/api/dashboard/stats', {
    schema: import.meta.env.DEV ? dashboardStats : undefined,
  });
}

export const dashboardStatsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: fetchDashboardStats, staleTime: loaderDataFreshMs });

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery());
}

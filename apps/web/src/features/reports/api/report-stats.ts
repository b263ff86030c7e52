import { reportStats, type ReportStats } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { reportKeys, type ReportFilters } from './keys';
import { filterParams } from './report-list';

export function fetchReportStats(filters: ReportFilters, signal?: AbortSignal): Promise<ReportStats> {
  const query = filterParams(filters).toString();
  return apiRequest<ReportStats>(`/api/reports/stats${query ? `?${query}` : ''}`, {
    schema: import.meta.env.DEV ? reportStats : undefined,
    signal,
  });
}

/** The statistics card's counts for the list's filters; a new report (live or one's own) refetches them. */
export function useReportStats(filters: ReportFilters) {
  return useQuery({
    queryKey: reportKeys.stats(filters),
    queryFn: ({ signal }) => fetchReportStats(filters, signal),
    refetchInterval: useLiveRefetchInterval(),
  });
}

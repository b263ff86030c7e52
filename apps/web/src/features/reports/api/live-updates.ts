import type { Report } from '@vazife/contract';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import { reportKeys, type ReportFilters } from './keys';
import { fetchReport } from './report-detail';
import type { ReportPage } from './report-list';
import { addReport, matchesFilters } from './report-patch';

/** Puts a new report at the top of every open list it belongs in; the counts are asked again. */
export function showNewReport(queryClient: QueryClient, report: Report): void {
  void queryClient.invalidateQueries({ queryKey: reportKeys.allStats() });
  for (const query of queryClient.getQueryCache().findAll({ queryKey: reportKeys.lists() })) {
    const filters = query.queryKey[2] as ReportFilters;
    if (!matchesFilters(report, filters)) continue;
    const data = queryClient.getQueryData<InfiniteData<ReportPage>>(query.queryKey);
    if (data) queryClient.setQueryData(query.queryKey, addReport(data, report));
  }
}

/**
 * A report was written (by a worker of the company, or by oneself in another tab): the open lists
 * show it at once. The event carries the report unless it has a file (whose links are signed for
 * each reader) or is long; then that report alone is fetched.
 */
export function useReportLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvent(['report.created'], (event) => {
    if (event.type !== 'report.created') return;
    if (event.report && !event.refetch) return showNewReport(queryClient, event.report);
    void fetchReport(event.report_id)
      .then((report) => showNewReport(queryClient, report))
      .catch(() => queryClient.invalidateQueries({ queryKey: reportKeys.lists() }));
  });
}

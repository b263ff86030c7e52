import type { Report } from '@vazife/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToPages, changeOpenLists } from '../../../lib/cursor-pages';
import { useLiveEvent } from '../../../lib/live-events';
import { reportKeys, type ReportFilters } from './keys';
import { fetchReport } from './report-detail';
import { matchesFilters } from './report-patch';

/** Puts a new report at the top of every open list it belongs in; the counts are asked again. */
export function showNewReport(queryClient: QueryClient, report: Report): void {
  void queryClient.invalidateQueries({ queryKey: reportKeys.allStats() });
  changeOpenLists<Report, ReportFilters>(queryClient, reportKeys.lists(), (data, filters) =>
    matchesFilters(report, filters) ? addToPages(data, report) : data,
  );
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

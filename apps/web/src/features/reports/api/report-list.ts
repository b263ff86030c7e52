import { reportLimits, reportList, type Report } from '@vazife/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorPagesQuery, filterParams as setParams, pagePath } from '../../../lib/cursor-pages';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { reportKeys, type ReportFilters } from './keys';
import { useReportLiveUpdates } from './live-updates';

/** The filters that are set, as query parameters (the list's, its statistics' and its export's). */
export const filterParams = (filters: ReportFilters) => setParams(filters, ['from', 'to', 'type', 'q']);

export const reportListQuery = (filters: ReportFilters) =>
  cursorPagesQuery<Report, ReturnType<typeof reportKeys.list>>(
    reportKeys.list(filters),
    (cursor) => pagePath('/api/reports', filterParams(filters), reportLimits.pageSize, cursor),
    import.meta.env.DEV ? reportList : undefined,
  );

/** The reports the person reads, newest first, 50 a page; kept fresh live (`report.created`). */
export function useReportList(filters: ReportFilters) {
  useReportLiveUpdates();
  return useInfiniteQuery({ ...reportListQuery(filters), refetchInterval: useLiveRefetchInterval() });
}

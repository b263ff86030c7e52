import { reportLimits, reportList, type Report } from '@vazife/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { reportKeys, type ReportFilters } from './keys';
import { useReportLiveUpdates } from './live-updates';

export interface ReportPage {
  reports: Report[];
  /** The `x-next-cursor` header: present while older reports remain. */
  nextCursor: string | null;
}

/** The filters that are set, as query parameters (the list's, its statistics' and its export's). */
export function filterParams(filters: ReportFilters, params = new URLSearchParams()): URLSearchParams {
  for (const key of ['from', 'to', 'type', 'q'] as const) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** The query string of a page: the filters that are set, the page size and the cursor. */
export function reportListPath(filters: ReportFilters, cursor?: string): string {
  const params = filterParams(filters);
  params.set('limit', String(reportLimits.pageSize));
  if (cursor) params.set('cursor', cursor);
  return `/api/reports?${params.toString()}`;
}

export async function fetchReportPage(
  filters: ReportFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<ReportPage> {
  const { data, headers } = await apiRequestWithHeaders<Report[]>(reportListPath(filters, cursor), {
    schema: import.meta.env.DEV ? reportList : undefined,
    signal,
  });
  return { reports: data, nextCursor: headers.get('x-next-cursor') || null };
}

export const reportListQuery = (filters: ReportFilters) =>
  infiniteQueryOptions({
    queryKey: reportKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchReportPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The reports the person reads, newest first, 50 a page; kept fresh live (`report.created`). */
export function useReportList(filters: ReportFilters) {
  useReportLiveUpdates();
  return useInfiniteQuery({ ...reportListQuery(filters), refetchInterval: useLiveRefetchInterval() });
}

import { announcementLimits, announcementList, type Announcement } from '@vazife/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { announcementKeys, type AnnouncementFilters } from './keys';
import { useAnnouncementLiveUpdates } from './live-updates';

export interface AnnouncementPage {
  announcements: Announcement[];
  /** The `x-next-cursor` header: present while older announcements remain. */
  nextCursor: string | null;
}

/** The query string of a page: the days that are set, the page size and the cursor. */
export function announcementListPath(filters: AnnouncementFilters, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(announcementLimits.pageSize) });
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (cursor) params.set('cursor', cursor);
  return `/api/announcements?${params.toString()}`;
}

export async function fetchAnnouncementPage(
  filters: AnnouncementFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AnnouncementPage> {
  const { data, headers } = await apiRequestWithHeaders<Announcement[]>(announcementListPath(filters, cursor), {
    schema: import.meta.env.DEV ? announcementList : undefined,
    signal,
  });
  return { announcements: data, nextCursor: headers.get('x-next-cursor') || null };
}

export const announcementListQuery = (filters: AnnouncementFilters) =>
  infiniteQueryOptions({
    queryKey: announcementKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchAnnouncementPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The company's announcements, newest first, 50 a page; kept fresh live (created, deleted, read). */
export function useAnnouncementList(filters: AnnouncementFilters) {
  useAnnouncementLiveUpdates();
  return useInfiniteQuery({ ...announcementListQuery(filters), refetchInterval: useLiveRefetchInterval() });
}

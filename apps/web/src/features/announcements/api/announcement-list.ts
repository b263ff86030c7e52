import { announcementLimits, announcementList, type Announcement } from '@vazife/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { cursorPagesQuery, filterParams, pagePath } from '../../../lib/cursor-pages';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { announcementKeys, type AnnouncementFilters } from './keys';
import { useAnnouncementLiveUpdates } from './live-updates';

export const announcementListQuery = (filters: AnnouncementFilters) =>
  cursorPagesQuery<Announcement, ReturnType<typeof announcementKeys.list>>(
    announcementKeys.list(filters),
    (cursor) =>
      pagePath('/api/announcements', filterParams(filters, ['from', 'to']), announcementLimits.pageSize, cursor),
    import.meta.env.DEV ? announcementList : undefined,
  );

/** The company's announcements, newest first, 50 a page; kept fresh live (created, deleted, read). */
export function useAnnouncementList(filters: AnnouncementFilters) {
  useAnnouncementLiveUpdates();
  return useInfiniteQuery({ ...announcementListQuery(filters), refetchInterval: useLiveRefetchInterval() });
}

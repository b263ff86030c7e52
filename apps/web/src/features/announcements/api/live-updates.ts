import { managesAnnouncement, type Announcement } from '@vazife/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { addToPages, changeOpenLists, replaceInPages, type CursorPages } from '../../../lib/cursor-pages';
import { useLiveEvent } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { fetchAnnouncement } from './announcement-detail';
import { matchesFilters } from './announcement-patch';
import { announcementKeys, type AnnouncementFilters } from './keys';

/** Applies `change` to every open list (with its filters). */
const eachList = (
  queryClient: QueryClient,
  change: (data: CursorPages<Announcement>, filters: AnnouncementFilters) => CursorPages<Announcement>,
) => changeOpenLists(queryClient, announcementKeys.lists(), change);

/** Puts a new announcement at the top of every open list it belongs in. */
export function showNewAnnouncement(queryClient: QueryClient, announcement: Announcement): void {
  eachList(queryClient, (data, filters) =>
    matchesFilters(announcement, filters) ? addToPages(data, announcement) : data,
  );
}

/** One announcement changed in every open list (read, its count moved). */
export function changeAnnouncement(queryClient: QueryClient, id: string, change: Partial<Announcement>): void {
  eachList(queryClient, (data) => replaceInPages(data, id, (announcement) => ({ ...announcement, ...change })));
}

export function dropAnnouncement(queryClient: QueryClient, id: string): void {
  eachList(queryClient, (data) => replaceInPages(data, id, () => null));
  queryClient.removeQueries({ queryKey: announcementKeys.reads(id) });
}

/**
 * The company's announcements, kept as they are without loading the lists again: a new one is
 * added from its event (one with an attachment, whose link is signed for each reader, or too
 * long, is fetched alone), a deleted one dropped, and a first reading moves the count its creator
 * and the employer see. The event carries no counts: a reader who sees them (the creator in
 * another tab, the employer) fetches that one announcement.
 */
export function useAnnouncementLiveUpdates(): void {
  const queryClient = useQueryClient();
  const user = useSession()?.user;
  useLiveEvent(['announcement.created', 'announcement.deleted', 'announcement.read'], (event) => {
    if (event.type === 'announcement.deleted') return dropAnnouncement(queryClient, event.announcement_id);
    if (event.type === 'announcement.read') {
      changeAnnouncement(queryClient, event.announcement_id, {
        read_count: event.read_count,
        total_members: event.total_members,
      });
      void queryClient.invalidateQueries({ queryKey: announcementKeys.reads(event.announcement_id) });
      return;
    }
    if (event.type !== 'announcement.created') return;
    const carried = event.announcement;
    const seesCounts =
      carried !== null &&
      user !== undefined &&
      managesAnnouncement({ role: user.role, approved: user.is_approved, userId: user.id }, carried);
    if (carried && !event.refetch && !seesCounts) return showNewAnnouncement(queryClient, carried);
    void fetchAnnouncement(event.announcement_id)
      .then((announcement) => showNewAnnouncement(queryClient, announcement))
      .catch(() => queryClient.invalidateQueries({ queryKey: announcementKeys.lists() }));
  });
}

/**
 * The Duyurular page of the web (`features/announcements`), as both client models keep it: its
 * list's first page (`announcement-list.ts`, no filter) and its live updates (`live-updates.ts`,
 * mounted with the list). A new announcement is put on top of the list from its event; one the
 * event left out (`refetch`: an attachment, whose link is signed per reader, or too long), or one
 * whose counts this reader sees (its creator, the employer), is fetched alone
 * (`GET /api/announcements/{id}`). `addAnnouncement` is ported from `announcement-patch.ts` (whose
 * extensionless imports the benchmark's compiler does not take).
 */
import { announcementLimits, managesAnnouncement, type Announcement, type LiveEvent } from '@vazife/contract';
import type { InfiniteData, QueryClient } from '@tanstack/query-core';
import type { Api } from '../api.js';
import type { Person } from '../client-model.js';

/** `announcementKeys.list({})`: the page's list without a filter. */
export const announcementListKey = ['announcements', 'list', {}] as const;

interface AnnouncementPage {
  announcements: Announcement[];
  nextCursor: string | null;
}

/** `announcementListQuery({})`: the first page; a screen of the busy hour never scrolls. */
export function announcementListQuery(api: Api) {
  return {
    queryKey: announcementListKey,
    queryFn: async ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) => {
      const params = new URLSearchParams({ limit: String(announcementLimits.pageSize) });
      if (pageParam) params.set('cursor', pageParam);
      const answer = await api<Announcement[]>({ path: `/api/announcements?${params.toString()}`, signal });
      const cursor = answer.headers['x-next-cursor'];
      return { announcements: answer.data, nextCursor: typeof cursor === 'string' && cursor ? cursor : null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AnnouncementPage) => last.nextCursor ?? undefined,
  };
}

type Pages = InfiniteData<AnnouncementPage>;

/** `addAnnouncement`: on top of the first page, once (an event may come twice). */
function addAnnouncement(data: Pages, announcement: Announcement): Pages {
  if (data.pages.some((page) => page.announcements.some((a) => a.id === announcement.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, announcements: [announcement, ...first.announcements] }, ...rest] };
}

/** `showNewAnnouncement`: on top of the open list (no filter, so every announcement belongs). */
function show(qc: QueryClient, announcement: Announcement): void {
  const data = qc.getQueryData<Pages>(announcementListKey);
  if (data) qc.setQueryData<Pages>(announcementListKey, addAnnouncement(data, announcement));
}

/** `useAnnouncementLiveUpdates` for `announcement.created` (no screen here deletes or reads one). */
export function onAnnouncementCreated(qc: QueryClient, api: Api, person: Person, event: LiveEvent): void {
  if (event.type !== 'announcement.created') return;
  const carried = event.announcement;
  const seesCounts =
    carried !== null && managesAnnouncement({ role: person.role, approved: true, userId: person.id }, carried);
  if (carried && !event.refetch && !seesCounts) return show(qc, carried);
  api<Announcement>({ path: `/api/announcements/${encodeURIComponent(event.announcement_id)}` }).then(
    (answer) => show(qc, answer.data),
    () => void qc.invalidateQueries({ queryKey: ['announcements', 'list'] }),
  );
}

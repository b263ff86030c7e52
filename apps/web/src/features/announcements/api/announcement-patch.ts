import { daysWindow, type Announcement } from '@vazife/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { AnnouncementFilters } from './keys';
import type { AnnouncementPage } from './announcement-list';

type Data = InfiniteData<AnnouncementPage>;

/** Whether an announcement belongs in a list with these days (Istanbul's, both included). */
export function matchesFilters(announcement: Announcement, filters: AnnouncementFilters): boolean {
  const at = Date.parse(announcement.created_at);
  if (filters.from && at < Date.parse(daysWindow(filters.from).start)) return false;
  if (filters.to && at >= Date.parse(daysWindow(filters.to).end)) return false;
  return true;
}

/** A list with a new announcement on top of its first page (once: an event may come twice). */
export function addAnnouncement(data: Data, announcement: Announcement): Data {
  if (data.pages.some((page) => page.announcements.some((a) => a.id === announcement.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, announcements: [announcement, ...first.announcements] }, ...rest] };
}

/** A list with one announcement changed (read, its count moved); the same object when it is not there. */
export function patchAnnouncement(data: Data, id: string, change: Partial<Announcement>): Data {
  if (!data.pages.some((page) => page.announcements.some((a) => a.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      announcements: page.announcements.map((a) => (a.id === id ? { ...a, ...change } : a)),
    })),
  };
}

/** A list without the announcement. */
export function removeAnnouncement(data: Data, id: string): Data {
  if (!data.pages.some((page) => page.announcements.some((a) => a.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, announcements: page.announcements.filter((a) => a.id !== id) })),
  };
}

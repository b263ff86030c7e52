import { listKeys } from '../../../lib/cursor-pages';

/** What the list is filtered by: Istanbul days (`YYYY-MM-DD`), both included. */
export interface AnnouncementFilters {
  from?: string;
  to?: string;
}

const keys = listKeys<AnnouncementFilters>('announcements');
export const announcementKeys = { ...keys, reads: (id: string) => [...keys.all, 'reads', id] as const };

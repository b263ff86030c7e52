import { daysWindow, type Announcement } from '@vazife/contract';
import type { AnnouncementFilters } from './keys';

/** Whether an announcement belongs in a list with these days (Istanbul's, both included). */
export function matchesFilters(announcement: Announcement, filters: AnnouncementFilters): boolean {
  const at = Date.parse(announcement.created_at);
  if (filters.from && at < Date.parse(daysWindow(filters.from).start)) return false;
  if (filters.to && at >= Date.parse(daysWindow(filters.to).end)) return false;
  return true;
}

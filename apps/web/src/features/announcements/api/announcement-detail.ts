import { announcement as announcementSchema, type Announcement } from '@vazife/contract';
import { apiRequest } from '../../../lib/api-client';

/** One announcement, with the reader's own attachment link (what a live event leaves out). */
export function fetchAnnouncement(id: string): Promise<Announcement> {
  return apiRequest<Announcement>(`/api/announcements/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? announcementSchema : undefined,
  });
}

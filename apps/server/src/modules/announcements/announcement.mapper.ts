import { announcementAttachmentTypeOf, type Announcement } from '@vazife/contract';
import type { AnnouncementRecord } from './announcements.repo.js';

/** What only its creator and the employer see of an announcement. */
export interface ReadCounts {
  read_count: number;
  total_members: number;
}

/**
 * The API's announcement (contract `announcement`) for `readerId`, whose links carry `linkQuery`;
 * `counts` only for a reader who sees them. The creator's own announcement is read.
 */
export function toAnnouncement(
  row: AnnouncementRecord,
  readerId: string,
  linkQuery: string,
  counts: ReadCounts | null,
): Announcement {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_by: row.created_by,
    creator_name: row.creator_name,
    creator_role: row.creator_role,
    created_at: row.created_at,
    attachment_url: row.storage_key === null ? null : `/api/download/announcements/${row.storage_key}${linkQuery}`,
    attachment_type: row.mime_type === null ? null : announcementAttachmentTypeOf(row.mime_type),
    attachment_name: row.file_name,
    is_read: row.created_by === readerId || row.my_read_at !== null,
    read_count: counts?.read_count ?? null,
    total_members: counts?.total_members ?? null,
  };
}

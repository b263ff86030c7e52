import { z } from './zod.js';
import { dateInput, idOf, requiredText } from './common.js';
import { role } from './enums.js';
import { errors } from './errors.js';

/** Lengths of an announcement, and the list's pages. */
export const announcementLimits = {
  titleMax: 200,
  descriptionMax: 5_000,
  pageSize: 50,
  pageMax: 100,
} as const;

/** What the list shows an attachment as: an image opens in the preview, the rest download. */
export const announcementAttachmentTypes = ['image', 'other'] as const;
export const announcementAttachmentType = z.enum(announcementAttachmentTypes);
export type AnnouncementAttachmentType = z.infer<typeof announcementAttachmentType>;

export function announcementAttachmentTypeOf(mimeType: string): AnnouncementAttachmentType {
  return mimeType.startsWith('image/') ? 'image' : 'other';
}

export const announcement = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  created_by: z.string(),
  creator_name: z.string(),
  creator_role: role,
  created_at: z.string(),
  /** Short-lived signed URL of the attachment (`/api/download/announcements/…?dl=…`); null without one. */
  attachment_url: z.string().nullable(),
  attachment_type: announcementAttachmentType.nullable(),
  attachment_name: z.string().nullable(),
  /** Whether the reader opened it; the creator's own is read. */
  is_read: z.boolean(),
  /** How many of `total_members` opened it: for its creator and the employer only, else null. */
  read_count: z.number().int().nullable(),
  /** The company's approved members but its creator: for its creator and the employer only, else null. */
  total_members: z.number().int().nullable(),
});
export type Announcement = z.infer<typeof announcement>;
/** `GET /api/announcements`: a page, newest first; the next page's cursor is in `x-next-cursor`. */
export const announcementList = z.array(announcement);

export const createAnnouncementInput = z.object({
  title: requiredText('Duyuru başlığı zorunludur', announcementLimits.titleMax),
  description: requiredText('Duyuru açıklaması zorunludur', announcementLimits.descriptionMax, { lines: true }),
});
export type CreateAnnouncementInput = z.input<typeof createAnnouncementInput>;

export const createAnnouncementResponse = z.object({ message: z.string(), announcement });

/** The list's filters: Istanbul days `from` and `to`, both included. */
export const announcementListQuery = z
  .object({
    from: dateInput.optional(),
    to: dateInput.optional(),
    /** Opaque keyset cursor from the previous page's `x-next-cursor` header. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(announcementLimits.pageMax).optional(),
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
    error: errors.dateRangeReversed,
    path: ['to'],
  });
export type AnnouncementListQuery = z.input<typeof announcementListQuery>;

export const announcementIdParams = z.object({ id: idOf('announcement') });

/** `POST /api/announcements/{id}/read`: when the reader first opened it (the same on every call). */
export const announcementReadResponse = z.object({ read_at: z.string() });

const member = { user_id: z.string(), name: z.string(), role };

/** `GET /api/announcements/{id}/reads`: who opened it and when, and who has not yet. */
export const announcementReads = z.object({
  read_count: z.number().int(),
  total_members: z.number().int(),
  /** First opened earliest first. */
  read: z.array(z.object({ ...member, read_at: z.string() })),
  /** By name. */
  unread: z.array(z.object(member)),
});
export type AnnouncementReads = z.infer<typeof announcementReads>;

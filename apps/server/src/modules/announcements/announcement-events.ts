import { roles, type LiveEventOf } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import { fitsAnEvent, type LiveBus } from '../../platform/live-bus.js';
import { toAnnouncement } from './announcement.mapper.js';
import type { AnnouncementRecord } from './announcements.repo.js';

/** The whole company: every approved member, whatever their role. */
const everyMember = (companyId: string) => ({ kind: 'roles', companyId, roles }) as const;

/**
 * A new announcement's event: the announcement as every member's list shows it before they open
 * it (not read, no counts), but for its attachment's link, signed for each reader alone; one with
 * an attachment, or too long to carry (its description may have 5,000 characters: `fitsAnEvent`),
 * is flagged to fetch.
 */
export function announcementCreatedEvent(row: AnnouncementRecord): LiveEventOf<'announcement.created'> {
  const announcement = toAnnouncement({ ...row, storage_key: null, my_read_at: null }, '', '', null);
  const full: LiveEventOf<'announcement.created'> = {
    type: 'announcement.created',
    announcement_id: row.id,
    announcement,
    refetch: row.storage_key !== null,
  };
  return fitsAnEvent(full) ? full : { ...full, announcement: null, refetch: true };
}

/**
 * After the commit: one event for the whole company, whatever its size. Each instance hands it to
 * the streams it holds, so a company of a thousand costs one publish, not a thousand.
 */
export function publishAnnouncementCreated(bus: LiveBus, ctx: MemberCtx, row: AnnouncementRecord): void {
  bus.publish(everyMember(ctx.actor.companyId), announcementCreatedEvent(row));
}

export function publishAnnouncementDeleted(bus: LiveBus, ctx: MemberCtx, id: string): void {
  bus.publish(everyMember(ctx.actor.companyId), { type: 'announcement.deleted', announcement_id: id });
}

/**
 * A first opening moves the count that only the creator and the employer see: they alone hear
 * of it, with the new count; nobody else's list changes.
 */
export function publishAnnouncementRead(
  bus: LiveBus,
  ctx: MemberCtx,
  announcement: { id: string; created_by: string },
  counts: { read_count: number; total_members: number },
): void {
  const companyId = ctx.actor.companyId;
  const event: LiveEventOf<'announcement.read'> = {
    type: 'announcement.read',
    announcement_id: announcement.id,
    ...counts,
  };
  bus.publish({ kind: 'roles', companyId, roles: ['isveren'], except: [announcement.created_by] }, event);
  bus.publish({ kind: 'users', companyId, userIds: [announcement.created_by] }, event);
}

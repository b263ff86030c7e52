import { roles } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { LiveBus } from '../../platform/live-bus.js';
import {
  createNotifications,
  notificationTexts as texts,
  publishCreatedForRoles,
  publishResolved,
  publishResolvedForRoles,
  removeNotifications,
  resolveNotifications,
  type CreatedNotification,
} from '../notifications/index.js';
import type { AnnouncementRecord } from './announcements.repo.js';

/**
 * Everyone of the company hears of a new announcement in the bell, but its creator. Written in
 * the announcement's own transaction (one INSERT for the whole company, notifications.repo.ts),
 * so that both commit together; the streams are told afterwards with `announce`, in one event.
 */
export const announcementNotifications = {
  written: (trx: Kysely<Database>, ctx: MemberCtx, row: AnnouncementRecord): Promise<CreatedNotification[]> =>
    createNotifications(
      trx,
      ctx.actor.companyId,
      { roles, except: row.created_by },
      texts.announcementCreated(row, row.creator_name),
    ),

  /**
   * After the commit: one event for every recipient's streams, not one per person, which each bell
   * adds to its count by itself (one new unread notification each).
   */
  announce: (bus: LiveBus, ctx: MemberCtx, announcementId: string, created: readonly CreatedNotification[]) =>
    publishCreatedForRoles(
      bus,
      ctx.actor.companyId,
      { roles, except: ctx.actor.userId },
      'announcement_created',
      announcementId,
      created,
    ),

  /** A deleted announcement takes its notifications along, in the deletion's transaction; returns the unread ones. */
  removed: (trx: Kysely<Database>, ctx: MemberCtx, announcementId: string): Promise<number> =>
    removeNotifications(trx, ctx.actor.companyId, 'announcement_created', announcementId),

  /** After the commit: one event, and the bells that lost an unread notification refetch. */
  announceRemoved: (bus: LiveBus, ctx: MemberCtx, unread: number) =>
    publishResolvedForRoles(bus, ctx.actor.companyId, roles, unread),

  /**
   * Opening the announcement is reading the news the bell brought: the reader's own notification
   * of it is marked read, in the reading's transaction; returns whether it was unread.
   */
  settledByReading: async (trx: Kysely<Database>, ctx: MemberCtx, announcementId: string): Promise<boolean> =>
    (await resolveNotifications(trx, ctx.actor.companyId, 'announcement_created', announcementId, ctx.actor.userId))
      .length > 0,

  /** After the commit: the reader's other devices take the bell's item off their count. */
  announceSettled: (bus: LiveBus, ctx: MemberCtx) => publishResolved(bus, ctx.actor.companyId, [ctx.actor.userId]),
};

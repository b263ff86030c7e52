import { roles } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { LiveBus } from '../../platform/live-bus.js';
import {
  createNotifications,
  notificationTexts as texts,
  publishCreatedForRoles,
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

  /** After the commit: one event for every recipient's streams, not one per person. */
  announce: (bus: LiveBus, ctx: MemberCtx, created: readonly CreatedNotification[]) =>
    publishCreatedForRoles(
      bus,
      ctx.actor.companyId,
      { roles, except: ctx.actor.userId },
      'announcement_created',
      created,
    ),
};

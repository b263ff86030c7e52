import type { ReportType } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { LiveBus } from '../../platform/live-bus.js';
import {
  createNotifications,
  notificationTexts as texts,
  publishCreated,
  type CreatedNotification,
} from '../notifications/index.js';
import type { ReportRecord } from './reports.repo.js';

/** The types the employer and the managers hear of at once: an incident, a safety matter. */
export const alertingReportTypes: readonly ReportType[] = ['olay', 'guvenlik'];

/**
 * Who hears of a report in the bell: the employer and the managers, of an incident or safety
 * report only (the other reports wait in the list). Written in the report's own transaction, so
 * that both commit together; the streams are told afterwards with `announce`.
 */
export const reportNotifications = {
  written: async (trx: Kysely<Database>, ctx: MemberCtx, report: ReportRecord): Promise<CreatedNotification[]> =>
    alertingReportTypes.includes(report.type)
      ? createNotifications(
          trx,
          ctx.actor.companyId,
          { roles: ['isveren', 'mudur'], except: report.user_id },
          texts.reportAlert(report, report.user_name),
        )
      : [],

  /** After the commit: each recipient's streams hear of their new notification. */
  announce: (bus: LiveBus, ctx: MemberCtx, created: readonly CreatedNotification[]) =>
    publishCreated(bus, ctx.actor.companyId, created),
};

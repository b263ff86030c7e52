import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { LiveBus } from '../../platform/live-bus.js';
import {
  createNotifications,
  notificationTexts,
  publishCreated,
  type CreatedNotification,
} from '../notifications/index.js';

/** A decision's bell notification for the company's employer, written in the decision's transaction. */
export function approvedNotification(
  trx: Kysely<Database>,
  companyId: string,
  ownerId: string,
  purchase: { plan_name: string; duration_months: number },
  endDate: string,
): Promise<CreatedNotification[]> {
  return createNotifications(
    trx,
    companyId,
    { userIds: [ownerId] },
    notificationTexts.purchaseApproved(purchase, endDate),
  );
}

export function rejectedNotification(
  trx: Kysely<Database>,
  companyId: string,
  ownerId: string,
  purchase: { plan_name: string },
  reason: string,
): Promise<CreatedNotification[]> {
  return createNotifications(
    trx,
    companyId,
    { userIds: [ownerId] },
    notificationTexts.purchaseRejected(purchase, reason),
  );
}

/** After the commit: the employer's streams hear of it. */
export function announceDecision(bus: LiveBus, companyId: string, created: readonly CreatedNotification[]): void {
  publishCreated(bus, companyId, created);
}

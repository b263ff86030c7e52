import type { Kysely } from 'kysely';
import { toBool } from '../../db/dialect.js';
import type { Database, UserRow } from '../../db/types.js';
import type { LiveBus } from '../../platform/live-bus.js';
import {
  createNotifications,
  notificationTexts as texts,
  publishCreated,
  type CreatedNotification,
} from '../notifications/index.js';

type Db = Kysely<Database>;

/** A join request as written in its transaction, for what is said of it after the commit. */
export interface JoinRequest {
  companyId: string;
  userId: string;
  notified: CreatedNotification[];
}

/**
 * A join request (registration with a company code, or the join call), in one place for both: the
 * employer's bell notification, written in the join's own transaction so that the request and its
 * notification commit together. Anyone not waiting for a company's approval (an employer, or no
 * company) asks nothing: undefined.
 */
export async function recordJoinRequest(trx: Db, person: UserRow): Promise<JoinRequest | undefined> {
  if (!person.company_id || toBool(person.is_approved)) return undefined;
  const notified = await createNotifications(
    trx,
    person.company_id,
    { roles: ['isveren'], except: person.id },
    texts.employeePending(person.name, person.id),
  );
  return { companyId: person.company_id, userId: person.id, notified };
}

/**
 * After the commit: the employer's list of people awaiting approval refetches (live event
 * `employee.pending`), and their bells hear of the notification.
 */
export function announceJoinRequest(bus: LiveBus, request: JoinRequest | undefined): void {
  if (!request) return;
  bus.publish(
    { kind: 'roles', companyId: request.companyId, roles: ['isveren'] },
    { type: 'employee.pending', user_id: request.userId },
  );
  publishCreated(bus, request.companyId, request.notified);
}

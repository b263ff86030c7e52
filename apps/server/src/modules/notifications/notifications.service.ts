import { randomUUID } from 'node:crypto';
import { type Notification, type NotificationParams, type NotificationType, type Role } from '@vazife/contract';
import type { Kysely } from 'kysely';
import { toBool } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { keysetPage } from '../../platform/keyset-cursor.js';
import type { LiveBus } from '../../platform/live-bus.js';
import * as repo from './notifications.repo.js';

type Db = Kysely<Database>;

/** What the notifications services work with (built in index.ts). */
export interface NotificationsDeps {
  db: Db;
  bus: LiveBus;
}

/** One kind of notification as it is written: its Turkish texts and what they name. */
interface ContentOf<K extends NotificationType> {
  type: K;
  title: string;
  body: string;
  /** What the texts name, for a client that writes them in another language. */
  params: NotificationParams[K];
  /** An in-app path the click opens (`/dashboard?task=…`), or null. */
  link: string | null;
  /** The task or person it waits on, when another's step settles it (resolveNotifications). */
  subject_id?: string;
}

export type NotificationContent = { [K in NotificationType]: ContentOf<K> }[NotificationType];

/** A notification's columns as stored: its texts, and what they name as JSON (`params_json`). */
export function notificationColumns({ params, ...texts }: NotificationContent) {
  return { ...texts, params_json: JSON.stringify(params) };
}

/**
 * Who gets a notification: these people, and the approved members with these roles, once each;
 * `except` (the person who acted) never notifies themselves.
 */
export interface Recipients {
  userIds?: readonly string[];
  roles?: readonly Role[];
  except?: string;
}

export interface CreatedNotification {
  id: string;
  userId: string;
}

/**
 * Writes one notification per recipient on `db`, which may be the caller's transaction; the caller
 * publishes them (publishCreated) once that has committed.
 */
export async function createNotifications(
  db: Db,
  companyId: string,
  recipients: Recipients,
  content: NotificationContent,
): Promise<CreatedNotification[]> {
  // Written for the company whoever acts: a member's step, another module's hook, a job.
  const scope = { companyId };
  const found = await repo.resolveRecipients(db, scope, {
    userIds: recipients.userIds ?? [],
    roles: recipients.roles ?? [],
  });
  const userIds = [...new Set(found)].filter((userId) => userId !== recipients.except);
  const now = new Date().toISOString();
  const created = userIds.map((userId) => ({ id: randomUUID(), userId }));
  const columns = notificationColumns(content);
  await repo.insertNotifications(
    db,
    scope,
    created.map(({ id, userId }) => ({ id, user_id: userId, ...columns, is_read: false, created_at: now })),
  );
  return created;
}

/**
 * Someone settled what these notifications waited on (the task was reviewed, the person decided
 * on): every recipient's unread one of it is marked read, or only `userId`'s when the news was
 * that person's alone to take in (an announcement they opened). Returns whose changed, for
 * `publishResolved`.
 */
export async function resolveNotifications(
  db: Db,
  companyId: string,
  type: NotificationType,
  subjectId: string,
  userId?: string,
): Promise<string[]> {
  return repo.markSubjectRead(db, { companyId }, type, subjectId, userId);
}

/**
 * What these notifications were about is gone (a deleted announcement): every recipient's one of
 * it is deleted. Returns how many were unread, for `publishResolvedForRoles`.
 */
export async function removeNotifications(
  db: Db,
  companyId: string,
  type: NotificationType,
  subjectId: string,
): Promise<number> {
  return repo.deleteSubject(db, { companyId }, type, subjectId);
}

/**
 * After the commit: the bells of the members with these roles refetch, in one event, when some
 * unread notifications of theirs were settled or removed at once.
 */
export function publishResolvedForRoles(
  bus: LiveBus,
  companyId: string,
  roles: readonly Role[],
  changed: number,
): void {
  if (changed > 0) bus.publish({ kind: 'roles', companyId, roles }, { type: 'notification.resolved' });
}

/** After the commit: the bells of those whose notification was settled refetch. */
export function publishResolved(bus: LiveBus, companyId: string, userIds: readonly string[]): void {
  if (userIds.length > 0)
    bus.publish({ kind: 'users', companyId, userIds: [...new Set(userIds)] }, { type: 'notification.resolved' });
}

/** Tells each recipient's open streams; only after the rows have committed. */
export function publishCreated(bus: LiveBus, companyId: string, created: readonly CreatedNotification[]): void {
  for (const { id, userId } of created) {
    bus.publish({ kind: 'users', companyId, userIds: [userId] }, { type: 'notification.created', notification_id: id });
  }
}

/**
 * Tells every stream of the company's members with these roles, but `except`, in one event, of
 * notifications of `kind` about `subjectId` written for all of them at once, one each (a new
 * announcement for the whole company): one publish instead of one per person, and one that each
 * bell adds to its count by itself (`unread_added`) instead of every open client asking for it.
 * Only after the rows have committed, and only when some were written.
 */
export function publishCreatedForRoles(
  bus: LiveBus,
  companyId: string,
  audience: { roles: readonly Role[]; except?: string },
  kind: NotificationType,
  subjectId: string,
  created: readonly CreatedNotification[],
): void {
  if (created.length === 0) return;
  bus.publish(
    { kind: 'roles', companyId, roles: audience.roles, ...(audience.except ? { except: [audience.except] } : {}) },
    { type: 'notification.broadcast', kind, subject_id: subjectId, unread_added: 1 },
  );
}

/** Notifies outside any transaction: writes, then publishes. Returns how many were sent. */
export async function notify(
  deps: NotificationsDeps,
  companyId: string,
  recipients: Recipients,
  content: NotificationContent,
): Promise<number> {
  const created = await createNotifications(deps.db, companyId, recipients, content);
  publishCreated(deps.bus, companyId, created);
  return created.length;
}

const defaultPageSize = 20;

/** A page of the actor's notifications, newest first, and the next page's cursor when there is one. */
export async function listNotifications(
  deps: NotificationsDeps,
  ctx: MemberCtx,
  query: { cursor?: string | undefined; limit?: number | undefined },
): Promise<{ items: Notification[]; nextCursor: string | undefined }> {
  const page = keysetPage(query, defaultPageSize);
  const { shown, nextCursor } = page.of(await repo.listOwn(deps.db, ctx, page.read));
  return {
    items: shown.map(({ params_json, ...row }) => ({
      ...row,
      params: params_json === null ? null : (JSON.parse(params_json) as Record<string, string>),
      is_read: toBool(row.is_read),
    })),
    nextCursor,
  };
}

export function unreadCount(deps: NotificationsDeps, ctx: MemberCtx): Promise<number> {
  return repo.countUnread(deps.db, ctx);
}

/**
 * Marks read the actor's notifications of `ids`, or all of them. An id that is not one of theirs
 * (another person's, another company's, none) is not found, and the call changes nothing: a list
 * is the actor's own or it is refused whole.
 */
export async function markRead(
  deps: NotificationsDeps,
  ctx: MemberCtx,
  input: { ids?: string[] | undefined; all?: boolean | undefined },
): Promise<number> {
  if (input.all === true) return repo.markRead(deps.db, ctx, 'all');
  const ids = [...new Set(input.ids ?? [])];
  if ((await repo.countOwn(deps.db, ctx, ids)) !== ids.length) throw notFound();
  return repo.markRead(deps.db, ctx, ids);
}

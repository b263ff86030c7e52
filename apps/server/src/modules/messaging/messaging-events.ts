import type { Group, LiveEvent, LiveEventOf, Message } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import { groupHead } from './groups/group-head.mapper.js';
import type { Audience } from '../../platform/live-bus.js';
import { toMessage, type Watermarks } from './messages/messages.mapper.js';
import type { MessageRecord } from './messages/messages.repo.js';
import type { MessagingDeps } from './messaging-deps.js';

type Where = { id: string; sender_id: string; receiver_id: string | null; group_id: string | null };

/**
 * The most an event's JSON may take: PostgreSQL's NOTIFY takes under 8,000 bytes with its audience
 * (platform/pg-bus.ts), so what would not fit is left out and flagged for the client to fetch.
 */
export const maxEventBytes = 6_000;

const fits = (event: LiveEvent) => Buffer.byteLength(JSON.stringify(event)) <= maxEventBytes;

/** Who sees a message: the pair of a direct conversation, or the group's members. */
export function audienceOf(ctx: MemberCtx, message: Where): Audience {
  const companyId = ctx.actor.companyId;
  return message.group_id
    ? { kind: 'group', companyId, groupId: message.group_id }
    : { kind: 'users', companyId, userIds: [message.sender_id, message.receiver_id!] };
}

/**
 * A message as events carry it: as `readerId` sees it in the lists, without the file links (each
 * reader's are signed for them alone, so the client fetches the message when it has a file).
 */
export function carriedMessage(row: MessageRecord, watermarks: Watermarks, readerId: string): Message {
  return { ...toMessage(row, watermarks, '', readerId), file_url: null, thumbnail_url: null };
}

const whereFields = (message: Where) => ({
  message_id: message.id,
  sender_id: message.sender_id,
  receiver_id: message.receiver_id,
  group_id: message.group_id,
});

/** A created or edited message's event for one reader's view: the message, or a flag to fetch it. */
export function messageEvent(
  type: 'message.created' | 'message.updated',
  message: Message,
): LiveEventOf<'message.created' | 'message.updated'> {
  const full = {
    type,
    ...whereFields({ ...message, id: message.id }),
    message,
    refetch: message.message_type !== 'text',
  };
  return fits(full) ? full : { ...full, message: null, refetch: true };
}

/**
 * Tells the message's audience that it was created or edited; call after the write has
 * committed. `viewOf` gives the message as one reader sees it: every reader but the sender sees
 * the same, so the sender gets their own event when theirs differs.
 */
export function publishMessage(
  deps: MessagingDeps,
  ctx: MemberCtx,
  type: 'message.created' | 'message.updated',
  row: MessageRecord,
  watermarks: Watermarks,
): void {
  const where = { ...row, receiver_id: row.receiver_id ?? null, group_id: row.group_id ?? null };
  const companyId = ctx.actor.companyId;
  const forSender = messageEvent(type, carriedMessage(row, watermarks, row.sender_id));
  const others = [...watermarks.keys(), ...(row.receiver_id ? [row.receiver_id] : [])].find(
    (id) => id !== row.sender_id,
  );
  const forOthers = messageEvent(type, carriedMessage(row, watermarks, others ?? ''));
  if (JSON.stringify(forSender) === JSON.stringify(forOthers)) {
    deps.bus.publish(audienceOf(ctx, where), forSender);
    return;
  }
  deps.bus.publish({ kind: 'users', companyId, userIds: [row.sender_id] }, forSender);
  deps.bus.publish(
    row.group_id
      ? { kind: 'group', companyId, groupId: row.group_id, except: [row.sender_id] }
      : { kind: 'users', companyId, userIds: [row.receiver_id!] },
    forOthers,
  );
}

/** One member's side of a conversation after a delete: their unread count and last message. */
export interface ThreadAfter {
  user_id: string;
  unread_count: number | string;
  last_message_id: string | null;
}

/**
 * Tells each member of the conversation that a message is gone, with their unread count and
 * last message: one event for each distinct view, to those who share it.
 */
export function publishDeleted(
  deps: MessagingDeps,
  ctx: MemberCtx,
  deleted: Where,
  threads: readonly ThreadAfter[],
  lastMessages: ReadonlyMap<string, { row: MessageRecord; watermarks: Watermarks }>,
): void {
  const views = new Map<string, { event: LiveEvent; userIds: string[] }>();
  for (const thread of threads) {
    const last = thread.last_message_id ? lastMessages.get(thread.last_message_id) : undefined;
    const lastMessage = last ? carriedMessage(last.row, last.watermarks, thread.user_id) : null;
    const full: LiveEventOf<'message.deleted'> = {
      type: 'message.deleted',
      ...whereFields(deleted),
      last_message: lastMessage,
      refetch: lastMessage !== null && lastMessage.message_type !== 'text',
      unread_count: Number(thread.unread_count),
    };
    const event = fits(full) ? full : { ...full, last_message: null, refetch: lastMessage !== null };
    const key = JSON.stringify(event);
    const view = views.get(key);
    if (view) view.userIds.push(thread.user_id);
    else views.set(key, { event, userIds: [thread.user_id] });
  }
  for (const { event, userIds } of views.values())
    deps.bus.publish({ kind: 'users', companyId: ctx.actor.companyId, userIds }, event);
}

/**
 * A group was created or changed: its members (and whoever just left) get its own fields and who
 * came and went. A change too large to carry names no one and asks for the group to be fetched.
 */
export function publishGroupUpdated(
  deps: MessagingDeps,
  ctx: MemberCtx,
  group: Group,
  change: { added: Group['member_details']; removed: string[] },
): void {
  const full: LiveEventOf<'group.updated'> = {
    type: 'group.updated',
    group_id: group.id,
    group: { ...groupHead(group), member_count: group.member_count },
    added: change.added,
    removed: change.removed,
    refetch: false,
  };
  const event = fits(full) ? full : { ...full, added: [], removed: [], refetch: true };
  const companyId = ctx.actor.companyId;
  deps.bus.publish({ kind: 'group', companyId, groupId: group.id }, event);
  if (change.removed.length > 0) deps.bus.publish({ kind: 'users', companyId, userIds: change.removed }, event);
  // The employer lists the groups she is not in too (seesEveryGroup); had she just left, she hears it twice.
  if (!employerAmong(group.member_details)) deps.bus.publish({ kind: 'roles', companyId, roles: ['isveren'] }, event);
}

const employerAmong = (members: readonly { role: string }[]) => members.some((member) => member.role === 'isveren');

/** A group was deleted: its members as they were, and the employer, drop it. */
export function publishGroupDeleted(
  deps: MessagingDeps,
  ctx: MemberCtx,
  groupId: string,
  members: readonly { id: string; role: string }[],
): void {
  const companyId = ctx.actor.companyId;
  const event: LiveEventOf<'group.deleted'> = { type: 'group.deleted', group_id: groupId };
  deps.bus.publish({ kind: 'users', companyId, userIds: members.map((member) => member.id) }, event);
  if (!employerAmong(members)) deps.bus.publish({ kind: 'roles', companyId, roles: ['isveren'] }, event);
}

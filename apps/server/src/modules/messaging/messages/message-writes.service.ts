import { randomUUID } from 'node:crypto';
import type { Message } from '@vazife/contract';
import type { CompanyInsert } from '../../../db/scope.js';
import type { MemberCtx } from '../../../platform/context.js';
import { linkQueryOf } from '../../../platform/download-grants.js';
import { publishMessage } from '../messaging-events.js';
import { pairKey, type MessagingDeps } from '../messaging-deps.js';
import { toMessage, type Watermarks } from './messages.mapper.js';
import { asReader, loadMessage } from './message-pages.service.js';
import * as groupThreads from '../groups/group-threads.repo.js';
import * as messagesRepo from './messages.repo.js';
import * as threadsRepo from '../conversations/threads.repo.js';

/*
 * A new message's rows and its writes: the message, and the threads that show it in each member's
 * list. Shared by every send (messages.service.ts, groups/groups.service.ts,
 * files/message-files.service.ts) and the demo's seed (messaging-seed.service.ts), so that a
 * message is written one way whoever writes it.
 */

export type NewMessage = CompanyInsert<'messages'>;

let lastStamp = 0;
/**
 * The time of a new message: now, but always after the previous one this process wrote, so that
 * two messages sent within a millisecond keep their order in the chat (pages sort by time, then
 * by a random id) and a read watermark never covers a message written after it.
 */
export function messageTime(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** A text message's row, before it is written; a file message adds its file's columns. */
function textRow(ctx: MemberCtx, content: string, now: string) {
  return {
    id: randomUUID(),
    sender_id: ctx.actor.userId,
    content,
    message_type: 'text',
    storage_key: null,
    thumbnail_key: null,
    file_name: null,
    file_size: null,
    mime_type: null,
    is_edited: false,
    created_at: now,
    edited_at: null,
  } as const;
}

export function directRow(ctx: MemberCtx, receiverId: string, content: string, now: string): NewMessage {
  const key = pairKey(ctx.actor.userId, receiverId);
  return { ...textRow(ctx, content, now), conversation_key: key, receiver_id: receiverId, group_id: null };
}

export function groupRow(ctx: MemberCtx, groupId: string, content: string, now: string): NewMessage {
  return { ...textRow(ctx, content, now), conversation_key: groupId, receiver_id: null, group_id: groupId };
}

/** A message as the insert returned it. */
export type WrittenMessage = Awaited<ReturnType<typeof messagesRepo.insertMessages>>[number];

/**
 * Writes direct messages and moves both sides' threads; run it in a transaction. Answers the rows
 * as written.
 */
export async function writeDirect(deps: MessagingDeps, ctx: MemberCtx, rows: NewMessage[]): Promise<WrittenMessage[]> {
  const written = await messagesRepo.insertMessages(deps.db, ctx, rows);
  const side = (row: NewMessage, userId: string, peerId: string, incoming: boolean) => ({
    user_id: userId,
    peer_id: peerId,
    conversation_key: row.conversation_key,
    message_id: row.id,
    at: row.created_at,
    incoming,
  });
  await threadsRepo.touchDirect(
    deps.db,
    ctx,
    rows.flatMap((r) => [side(r, r.sender_id, r.receiver_id!, false), side(r, r.receiver_id!, r.sender_id, true)]),
  );
  return written;
}

/**
 * Writes a group message and moves every member's thread in one statement; run it in a
 * transaction. The repositories take PostgreSQL's locks in their order (group-threads.repo.ts).
 */
export async function writeGroup(deps: MessagingDeps, ctx: MemberCtx, row: NewMessage): Promise<WrittenMessage> {
  const [written] = await messagesRepo.insertMessages(deps.db, ctx, [row]);
  await groupThreads.touchGroup(deps.db, ctx, row.group_id!, row.sender_id, row.id, row.created_at);
  return written!;
}

/**
 * Tells a sent message's audience and answers it as its sender gets it, after the commit: built
 * from the row the insert returned and the sender's name the rule's check read, with no read-back.
 * A message just written is read by no one yet (its time is after every watermark: messageTime).
 */
export function announceSent(
  deps: MessagingDeps,
  ctx: MemberCtx,
  written: WrittenMessage,
  senderName: string,
): Message {
  const row = { ...written, sender_name: senderName };
  const unread: Watermarks = new Map(row.receiver_id ? [[row.receiver_id, null]] : []);
  publishMessage(deps, ctx, 'message.created', row, unread);
  return toMessage(row, unread, linkQueryOf(deps, ctx), ctx.actor.userId);
}

/**
 * Loads a message just edited, tells its audience and answers it as the actor sees it: an edit
 * changes a row it did not write whole, so the message is read after the commit.
 */
export async function announceEdited(deps: MessagingDeps, ctx: MemberCtx, messageId: string): Promise<Message> {
  const loaded = await loadMessage(deps, ctx, messageId);
  publishMessage(deps, ctx, 'message.updated', loaded.row, loaded.watermarks);
  return asReader(deps, ctx, loaded);
}

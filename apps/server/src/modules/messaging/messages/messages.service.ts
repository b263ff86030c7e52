import { canChangeMessage, canSendBulk, errors, type Message, type ReadStatus } from '@vazife/contract';
import type { MemberCtx } from '../../../platform/context.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { publishDeleted, publishMessage } from '../messaging-events.js';
import { watermarkMap } from './messages.mapper.js';
import { announceEdited, announceSent, directRow, messageTime, writeDirect } from './message-writes.service.js';
import { pairKey, type MessagingDeps } from '../messaging-deps.js';
import { asReader, pageOfConversation, type MessagePage } from './message-pages.service.js';
import { checkDirectSend, personOf, recipientsFor } from '../rules/rules.service.js';
import * as groupsRepo from '../groups/groups.repo.js';
import * as messagesRepo from './messages.repo.js';
import * as threadsRepo from '../conversations/threads.repo.js';

/** One message to a person: the rule in one read, the writes, the answer from what was written. */
export async function sendDirect(deps: MessagingDeps, ctx: MemberCtx, receiverId: string, content: string) {
  const { senderName } = await checkDirectSend(deps, ctx, receiverId);
  const row = directRow(ctx, receiverId, content, messageTime());
  const [written] = await deps.db.transaction().execute((trx) => writeDirect({ ...deps, db: trx }, ctx, [row]));
  return announceSent(deps, ctx, written!, senderName);
}

/** The employer's message to many: one message per recipient, all in one transaction. */
export async function sendBulk(deps: MessagingDeps, ctx: MemberCtx, receiverIds: string[], content: string) {
  if (!canSendBulk(ctx.actor)) throw forbidden(errors.bulkOnlyEmployer);
  const { senderName } = await recipientsFor(deps, ctx, receiverIds);
  const now = messageTime();
  const rows = receiverIds.map((receiverId) => directRow(ctx, receiverId, content, now));
  const written = await deps.db.transaction().execute((trx) => writeDirect({ ...deps, db: trx }, ctx, rows));
  // Each recipient's message as written, with no read-back; a new message is read by no one yet.
  for (const row of written)
    publishMessage(
      deps,
      ctx,
      'message.created',
      { ...row, sender_name: senderName },
      new Map([[row.receiver_id!, null]]),
    );
  return rows.length;
}

/** The actor's conversation with one person of the company. */
export async function listDirect(
  deps: MessagingDeps,
  ctx: MemberCtx,
  userId: string,
  query: { cursor?: string; limit?: number },
): Promise<MessagePage> {
  await personOf(deps, ctx, userId);
  return pageOfConversation(deps, ctx, pairKey(ctx.actor.userId, userId), query);
}

/** A message the actor may see: theirs, sent to them, or in a group they are in; else 404. */
async function loadVisible(deps: MessagingDeps, ctx: MemberCtx, messageId: string) {
  const row = await messagesRepo.findMessage(deps.db, ctx, messageId);
  if (!row) throw notFound();
  const me = ctx.actor.userId;
  const visible = row.group_id
    ? await groupsRepo.isMember(deps.db, ctx, row.group_id, me)
    : row.sender_id === me || row.receiver_id === me;
  if (!visible) throw notFound();
  return row;
}

/** One message the actor sees, as the lists show it (a live event said to fetch it). */
export async function oneMessage(deps: MessagingDeps, ctx: MemberCtx, messageId: string): Promise<Message> {
  const row = await loadVisible(deps, ctx, messageId);
  const watermarks = watermarkMap(await threadsRepo.watermarksOf(deps.db, ctx, row.conversation_key));
  return asReader(deps, ctx, { row, watermarks });
}

/** Edit, delete and read status: one's own messages; someone else's that one sees is a 403. */
async function loadOwn(deps: MessagingDeps, ctx: MemberCtx, messageId: string) {
  const row = await loadVisible(deps, ctx, messageId);
  if (!canChangeMessage(ctx.actor, row)) throw forbidden(errors.ownMessagesOnly);
  return row;
}

export async function editMessage(
  deps: MessagingDeps,
  ctx: MemberCtx,
  messageId: string,
  content: string,
): Promise<Message> {
  const row = await loadOwn(deps, ctx, messageId);
  await deps.db
    .transaction()
    .execute((trx) => messagesRepo.updateContent(trx, ctx, row, content, new Date().toISOString()));
  return announceEdited(deps, ctx, messageId);
}

/**
 * Gone for everyone: the row, the threads' last message and unread counts, then the stored file
 * and its thumbnail.
 */
export async function deleteMessage(deps: MessagingDeps, ctx: MemberCtx, messageId: string): Promise<void> {
  const row = await loadOwn(deps, ctx, messageId);
  const { keys, sides, lastRows } = await deps.db.transaction().execute(async (trx) => {
    const deleted = await messagesRepo.deleteMessage(trx, ctx, row);
    if (!deleted) throw notFound();
    await threadsRepo.forgetMessage(trx, ctx, row);
    // What each member's list shows now, for the event.
    const sides = await threadsRepo.sidesOf(trx, ctx, row.conversation_key);
    const lastIds = [...new Set(sides.map((s) => s.last_message_id).filter((id): id is string => id !== null))];
    return { keys: deleted, sides, lastRows: await messagesRepo.findMessages(trx, ctx, lastIds) };
  });
  for (const key of [keys.storage_key, keys.thumbnail_key])
    if (key) await deps.files.storage.remove('messages', key).catch(() => undefined);
  const watermarks = watermarkMap(sides);
  publishDeleted(deps, ctx, row, sides, new Map(lastRows.map((last) => [last.id, { row: last, watermarks }])));
}

/** Who has read one of the actor's messages, from the other members' watermarks. */
export async function readStatus(deps: MessagingDeps, ctx: MemberCtx, messageId: string): Promise<ReadStatus> {
  const row = await loadOwn(deps, ctx, messageId);
  const marks = new Map(
    (await threadsRepo.watermarksOf(deps.db, ctx, row.conversation_key)).map((m) => [m.user_id, m.last_read_at]),
  );
  const entry = (member: { id: string; name: string }) => {
    const readUpTo = marks.get(member.id) ?? null;
    const isRead = readUpTo !== null && readUpTo >= row.created_at;
    return { user_id: member.id, user_name: member.name, is_read: isRead, read_at: isRead ? readUpTo : null };
  };
  if (row.group_id) {
    const members = await groupsRepo.membersOf(deps.db, ctx, [row.group_id]);
    const entries = members.filter((m) => m.id !== row.sender_id).map(entry);
    const readCount = entries.filter((e) => e.is_read).length;
    return {
      message_id: row.id,
      is_group: true,
      read_count: readCount,
      total_members: entries.length,
      read_status: entries,
      receiver_name: null,
      is_read: readCount > 0,
      read_at: null,
    };
  }
  const receiver = entry(await personOf(deps, ctx, row.receiver_id!));
  return {
    message_id: row.id,
    is_group: false,
    read_count: receiver.is_read ? 1 : 0,
    total_members: 1,
    read_status: [receiver],
    receiver_name: receiver.user_name,
    is_read: receiver.is_read,
    read_at: receiver.read_at,
  };
}

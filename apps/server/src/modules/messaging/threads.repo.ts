import { sql, type Kysely } from 'kysely';
import { companyScope } from '../../db/scope.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';

type Db = Kysely<Database>;

/** One side of a direct message just written: the sender's thread or the receiver's. */
export interface DirectSide {
  user_id: string;
  peer_id: string;
  conversation_key: string;
  message_id: string;
  at: string;
}

/**
 * Moves the direct threads of a message just written (created on a pair's first message). The
 * senders' rows take the message as their last; the receivers' also count it unread, and note
 * that the peer wrote (so they may answer whatever the company's rule).
 */
export async function touchDirect(db: Db, ctx: MemberCtx, sides: DirectSide[], incoming: boolean): Promise<void> {
  for (let i = 0; i < sides.length; i += 500) {
    const rows = sides.slice(i, i + 500).map((side) => ({
      user_id: side.user_id,
      conversation_key: side.conversation_key,
      peer_id: side.peer_id,
      group_id: null,
      last_message_id: side.message_id,
      last_message_at: side.at,
      unread_count: incoming ? 1 : 0,
      last_read_at: null,
      peer_wrote: incoming,
    }));
    await companyScope(db, ctx)
      .insertInto('message_threads', rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'conversation_key']).doUpdateSet((eb) => ({
          last_message_id: eb.ref('excluded.last_message_id'),
          last_message_at: eb.ref('excluded.last_message_at'),
          ...(incoming
            ? { unread_count: sql<number>`message_threads.unread_count + 1`, peer_wrote: eb.ref('excluded.peer_wrote') }
            : {}),
        })),
      )
      .execute();
  }
}

/** A group message: every member's row in one statement, unread for all but the sender. */
export async function touchGroup(
  db: Db,
  ctx: MemberCtx,
  groupId: string,
  senderId: string,
  messageId: string,
  at: string,
): Promise<void> {
  await companyScope(db, ctx)
    .updateTable('message_threads')
    .set({
      last_message_id: messageId,
      last_message_at: at,
      unread_count: sql<number>`case when message_threads.user_id = ${senderId} then message_threads.unread_count
        else message_threads.unread_count + 1 end`,
    })
    .where('message_threads.conversation_key', '=', groupId)
    .execute();
}

/** One person's thread; `lock` holds it (PostgreSQL) until the transaction ends. */
export function findThread(db: Db, ctx: MemberCtx, userId: string, conversationKey: string, lock = false) {
  return companyScope(db, ctx)
    .selectFrom('message_threads')
    .selectAll('message_threads')
    .where('message_threads.user_id', '=', userId)
    .where('message_threads.conversation_key', '=', conversationKey)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** Everything up to `readUpTo` is read: the unread count goes to zero, the watermark never back. */
export async function markRead(db: Db, ctx: MemberCtx, userId: string, conversationKey: string, readUpTo: string) {
  await companyScope(db, ctx)
    .updateTable('message_threads')
    .set({
      unread_count: 0,
      last_read_at: sql<string>`case when message_threads.last_read_at is null
        or message_threads.last_read_at < ${readUpTo} then ${readUpTo} else message_threads.last_read_at end`,
    })
    .where('message_threads.user_id', '=', userId)
    .where('message_threads.conversation_key', '=', conversationKey)
    .execute();
}

/** Every member's read watermark in one conversation. */
export function watermarksOf(db: Db, ctx: MemberCtx, conversationKey: string) {
  return companyScope(db, ctx)
    .selectFrom('message_threads')
    .select(['message_threads.user_id', 'message_threads.last_read_at'])
    .where('message_threads.conversation_key', '=', conversationKey)
    .execute();
}

/** The actor's conversations of one kind, with their counters. */
export function threadsOf(db: Db, ctx: MemberCtx, kind: 'direct' | 'group') {
  return companyScope(db, ctx)
    .selectFrom('message_threads')
    .selectAll('message_threads')
    .where('message_threads.user_id', '=', ctx.actor.userId)
    .where(kind === 'direct' ? 'message_threads.peer_id' : 'message_threads.group_id', 'is not', null)
    .execute();
}

export type ThreadRow = Awaited<ReturnType<typeof threadsOf>>[number];

/**
 * After a message is deleted: those who had not read it count one unread less, and threads that
 * showed it as their last show the conversation's newest remaining message (or none).
 */
export async function forgetMessage(
  db: Db,
  ctx: MemberCtx,
  message: { id: string; conversation_key: string; sender_id: string; created_at: string },
): Promise<void> {
  const scope = companyScope(db, ctx);
  await scope
    .updateTable('message_threads')
    .set({
      unread_count: sql<number>`case when message_threads.unread_count > 0 then message_threads.unread_count - 1 else 0 end`,
    })
    .where('message_threads.conversation_key', '=', message.conversation_key)
    .where('message_threads.user_id', '<>', message.sender_id)
    .where((eb) =>
      eb.or([
        eb('message_threads.last_read_at', 'is', null),
        eb('message_threads.last_read_at', '<', message.created_at),
      ]),
    )
    // A group member who joined after the message never counted it.
    .where(({ not, exists }) =>
      not(
        exists(
          scope
            .selectFrom('message_group_members')
            .select('message_group_members.user_id')
            .where('message_group_members.group_id', '=', message.conversation_key)
            .where(sql<boolean>`message_group_members.user_id = message_threads.user_id`)
            .where('message_group_members.added_at', '>', message.created_at),
        ),
      ),
    )
    .execute();
  const newest = scope
    .selectFrom('messages')
    .where('messages.conversation_key', '=', message.conversation_key)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(1);
  await scope
    .updateTable('message_threads')
    .set({
      last_message_id: newest.select('messages.id'),
      last_message_at: newest.select('messages.created_at'),
    })
    .where('message_threads.conversation_key', '=', message.conversation_key)
    .where('message_threads.last_message_id', '=', message.id)
    .execute();
}

/** Threads of new group members, showing the group's newest message as their last. */
export async function openGroupThreads(
  db: Db,
  ctx: MemberCtx,
  groupId: string,
  userIds: readonly string[],
  last: { id: string; created_at: string } | undefined,
): Promise<void> {
  if (userIds.length === 0) return;
  const rows = userIds.map((userId) => ({
    user_id: userId,
    conversation_key: groupId,
    peer_id: null,
    group_id: groupId,
    last_message_id: last?.id ?? null,
    last_message_at: last?.created_at ?? null,
    unread_count: 0,
    // Joining is not reading the history for the others' receipts; nothing earlier counts unread.
    last_read_at: null,
    peer_wrote: false,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await companyScope(db, ctx)
      .insertInto('message_threads', rows.slice(i, i + 500))
      .execute();
}

export async function closeThread(db: Db, ctx: MemberCtx, userId: string, conversationKey: string): Promise<void> {
  await companyScope(db, ctx)
    .deleteFrom('message_threads')
    .where('message_threads.user_id', '=', userId)
    .where('message_threads.conversation_key', '=', conversationKey)
    .execute();
}

/** The other members' watermarks of several conversations (the list's last messages' receipts). */
export function othersWatermarks(db: Db, ctx: MemberCtx, conversationKeys: readonly string[]) {
  if (conversationKeys.length === 0) return Promise.resolve([]);
  return companyScope(db, ctx)
    .selectFrom('message_threads')
    .select(['message_threads.conversation_key', 'message_threads.user_id', 'message_threads.last_read_at'])
    .where('message_threads.conversation_key', 'in', conversationKeys)
    .where('message_threads.user_id', '<>', ctx.actor.userId)
    .execute();
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import { needsRowLocks } from '../../../db/dialect.js';
import { companyScope } from '../../../db/scope.js';
import type { Database } from '../../../db/types.js';
import type { MemberCtx } from '../../../platform/context.js';
import { holdListVersions } from './list-versions.repo.js';

type Db = Kysely<Database>;

/** One side of a direct message just written: the sender's thread or the receiver's. */
export interface DirectSide {
  user_id: string;
  peer_id: string;
  conversation_key: string;
  message_id: string;
  at: string;
  /** The receiver's side: counts the message unread and notes that the peer wrote. */
  incoming: boolean;
}

/**
 * True when the row's last message is older than the one given (`excluded` in an upsert, or
 * parameters): a message stamped earlier but committed later never replaces a newer last one.
 */
export function isNewer(at: RawBuilder<unknown>, id: RawBuilder<unknown>) {
  return sql<boolean>`(message_threads.last_message_at is null or message_threads.last_message_at < ${at}
    or (message_threads.last_message_at = ${at} and message_threads.last_message_id < ${id}))`;
}

/**
 * Moves the direct threads of messages just written (made on a pair's first message), both sides
 * in one statement: senders' rows take the message as their last; receivers' also count it unread
 * and note that the peer wrote (so they may answer whatever the company's rule). Rows go in by
 * user and conversation, so that two people writing to each other at once lock their two rows in
 * the same order (PostgreSQL would otherwise deadlock).
 */
export async function touchDirect(db: Db, ctx: MemberCtx, sides: DirectSide[]): Promise<void> {
  const order = (side: DirectSide) => `${side.user_id}|${side.conversation_key}`;
  const sorted = [...sides].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  const newer = isNewer(sql.ref('excluded.last_message_at'), sql.ref('excluded.last_message_id'));
  for (let i = 0; i < sorted.length; i += 500) {
    const rows = sorted.slice(i, i + 500).map((side) => ({
      user_id: side.user_id,
      conversation_key: side.conversation_key,
      peer_id: side.peer_id,
      group_id: null,
      last_message_id: side.message_id,
      last_message_at: side.at,
      unread_count: side.incoming ? 1 : 0,
      last_read_at: null,
      peer_wrote: side.incoming,
    }));
    await companyScope(db, ctx)
      .insertInto('message_threads', rows)
      .onConflict((oc) =>
        oc.columns(['user_id', 'conversation_key']).doUpdateSet({
          last_message_id: sql<string>`case when ${newer} then excluded.last_message_id
            else message_threads.last_message_id end`,
          last_message_at: sql<string>`case when ${newer} then excluded.last_message_at
            else message_threads.last_message_at end`,
          unread_count: sql<number>`message_threads.unread_count + excluded.unread_count`,
          peer_wrote: sql<boolean>`case when excluded.unread_count > 0 then excluded.peer_wrote
            else message_threads.peer_wrote end`,
        }),
      )
      .execute();
  }
}

/**
 * Locks a conversation's thread rows by user (PostgreSQL): every write that touches several of
 * them (group messages, deletes) takes them in this order first, so none waits on another in a
 * circle. Nothing on SQLite, which writes one transaction at a time.
 */
export async function lockThreads(db: Db, ctx: MemberCtx, conversationKey: string): Promise<void> {
  if (!needsRowLocks(db)) return;
  await companyScope(db, ctx)
    .selectFrom('message_threads')
    .select('message_threads.user_id')
    .where('message_threads.conversation_key', '=', conversationKey)
    .orderBy('message_threads.user_id')
    .forUpdate()
    .execute();
}

/** One person's thread. */
export function findThread(db: Db, ctx: MemberCtx, userId: string, conversationKey: string) {
  return threadQuery(db, ctx, userId, conversationKey).executeTakeFirst();
}

function threadQuery(db: Db, ctx: MemberCtx, userId: string, conversationKey: string) {
  return companyScope(db, ctx)
    .selectFrom('message_threads')
    .selectAll('message_threads')
    .where('message_threads.user_id', '=', userId)
    .where('message_threads.conversation_key', '=', conversationKey);
}

/**
 * One person's thread, held until the transaction ends (PostgreSQL), in the order every messaging
 * write takes its locks: a direct conversation's two list counters first (list-versions.repo.ts),
 * then the thread. `peerId` is the other side of a direct conversation; none for a group.
 */
export async function holdThread(db: Db, ctx: MemberCtx, userId: string, conversationKey: string, peerId?: string) {
  if (!needsRowLocks(db)) return findThread(db, ctx, userId, conversationKey);
  if (peerId !== undefined) await holdListVersions(db, [userId, peerId]);
  return threadQuery(db, ctx, userId, conversationKey).forUpdate().executeTakeFirst();
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

/** Every member's side of one conversation: counters, last message and watermark. */
export function sidesOf(db: Db, ctx: MemberCtx, conversationKey: string) {
  return companyScope(db, ctx)
    .selectFrom('message_threads')
    .select([
      'message_threads.user_id',
      'message_threads.unread_count',
      'message_threads.last_message_id',
      'message_threads.last_read_at',
    ])
    .where('message_threads.conversation_key', '=', conversationKey)
    .execute();
}

/**
 * The actor's unread messages, direct and group. A direct conversation counts while its peer is
 * still a person of the company, as the conversation list shows it.
 */
export async function unreadTotals(db: Db, ctx: MemberCtx): Promise<{ direct: number; group: number }> {
  const rows = await companyScope(db, ctx)
    .selectFrom('message_threads')
    .leftJoin('users as peer', (j) =>
      j.onRef('peer.company_id', '=', 'message_threads.company_id').onRef('peer.id', '=', 'message_threads.peer_id'),
    )
    .select([
      sql<number | string>`coalesce(sum(case when message_threads.group_id is null and peer.id is not null
        then message_threads.unread_count else 0 end), 0)`.as('direct'),
      sql<number | string>`coalesce(sum(case when message_threads.group_id is not null
        then message_threads.unread_count else 0 end), 0)`.as('group'),
    ])
    .where('message_threads.user_id', '=', ctx.actor.userId)
    .executeTakeFirst();
  return { direct: Number(rows?.direct ?? 0), group: Number(rows?.group ?? 0) };
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

import { errors, messagingLimits, type Conversation } from '@vazife/contract';
import { jsonArray } from '../../../db/dialect.js';
import type { MemberCtx } from '../../../platform/context.js';
import { AppError, forbidden, notFound } from '../../../platform/errors.js';
import { pairKey, type MessagingDeps } from '../messaging-deps.js';
import { personOf, toConversationUser } from '../rules/rules.service.js';
import * as groupsRepo from '../groups/groups.repo.js';
import * as messagesRepo from '../messages/messages.repo.js';
import * as people from '../rules/people.repo.js';
import {
  compareConversations,
  decodeConversationCursor,
  encodeConversationCursor,
  type ConversationKey,
} from './conversation-cursor.mapper.js';
import { lastMessagesOf, pinnedOf } from './last-messages.service.js';
import * as threadsRepo from './threads.repo.js';

export interface ConversationPage {
  conversations: Conversation[];
  /** The cursor of the next page, when there is one. */
  nextCursor?: string;
}

/**
 * A page of the actor's direct conversations, in the list's order (`compareConversations`), the
 * rest after `cursor`. The actor's thread rows are read whole to order them (one short row per
 * person they wrote with; the pins live on their own row); what costs, the other people, the last
 * messages with their receipts and the JSON, is read for the page alone.
 */
export async function listConversations(
  deps: MessagingDeps,
  ctx: MemberCtx,
  query: { cursor?: string; limit?: number } = {},
): Promise<ConversationPage> {
  const limit = query.limit ?? messagingLimits.conversationPageSize;
  const after = query.cursor ? decodeConversationCursor(query.cursor) : undefined;
  const [threads, pinned] = await Promise.all([threadsRepo.threadsOf(deps.db, ctx, 'direct'), pinnedOf(deps, ctx)]);
  const keyOf = (t: threadsRepo.ThreadRow): ConversationKey => ({
    pinned: pinned.includes(t.peer_id!),
    at: t.last_message_at,
    peerId: t.peer_id!,
  });
  const ordered = threads
    .map((thread) => ({ thread, key: keyOf(thread) }))
    .filter(({ key }) => !after || compareConversations(key, after) > 0)
    .sort((a, b) => compareConversations(a.key, b.key));
  const shown = ordered.slice(0, limit);
  const pageThreads = shown.map(({ thread }) => thread);
  const [peers, lastMessages] = await Promise.all([
    people.findPeople(
      deps.db,
      ctx,
      pageThreads.map((t) => t.peer_id!),
    ),
    lastMessagesOf(deps, ctx, pageThreads),
  ]);
  const peerById = new Map(peers.map((p) => [p.id, p]));
  const conversations = shown
    // A thread whose peer is no longer a person of the company is not listed (it still moves the cursor).
    .filter(({ thread }) => peerById.has(thread.peer_id!))
    .map(({ thread, key }) => ({
      user: toConversationUser(peerById.get(thread.peer_id!)!),
      last_message: (thread.last_message_id && lastMessages.get(thread.last_message_id)) || null,
      unread_count: Number(thread.unread_count),
      is_pinned: key.pinned,
    }));
  return {
    conversations,
    nextCursor: ordered.length > limit ? encodeConversationCursor(shown.at(-1)!.key) : undefined,
  };
}

/** The actor's unread messages: the sum of their threads' counters, one query. */
export async function unreadCount(deps: MessagingDeps, ctx: MemberCtx) {
  const { direct, group } = await threadsRepo.unreadTotals(deps.db, ctx);
  return { unread_count: direct + group, direct, group };
}

/** Marks one conversation read up to its newest message; answers how many were unread. */
export async function markRead(
  deps: MessagingDeps,
  ctx: MemberCtx,
  input: { sender_id?: string; group_id?: string; is_group?: boolean },
): Promise<number> {
  const me = ctx.actor.userId;
  let key: string;
  if (input.is_group) {
    const group = await groupsRepo.findGroup(deps.db, ctx, input.group_id!);
    if (!group) throw notFound();
    if (!(await groupsRepo.isMember(deps.db, ctx, group.id, me))) throw forbidden(errors.notGroupMember);
    key = group.id;
  } else {
    await personOf(deps, ctx, input.sender_id!);
    if (input.sender_id === me) throw new AppError(400, errors.cannotMessageSelf);
    key = pairKey(me, input.sender_id!);
  }
  // The thread is held while the newest message is read: a message sent meanwhile either is that
  // newest one or counts itself unread after this, never lost between the two.
  const done = await deps.db.transaction().execute(async (trx) => {
    const thread = await threadsRepo.holdThread(trx, ctx, me, key, input.is_group ? undefined : input.sender_id);
    const newest = await messagesRepo.newestOf(trx, ctx, key);
    if (!thread || !newest) return undefined;
    const unread = Number(thread.unread_count);
    const before = thread.last_read_at;
    const moves = before === null || before < newest.created_at;
    // Nothing new to read: no write, no receipt (a chat marked again as it refetches).
    if (!moves && unread === 0) return undefined;
    await threadsRepo.markRead(trx, ctx, me, key, newest.created_at);
    const senders = moves ? await messagesRepo.sendersBetween(trx, ctx, key, me, before, newest.created_at) : [];
    return { unread, newest, senders };
  });
  if (done === undefined) return 0;
  // To those whose ticks change, and to the reader's own devices (their unread count).
  deps.receipts.publish(ctx.actor.companyId, [...done.senders, me], {
    type: 'message.read',
    reader_id: me,
    sender_id: input.is_group ? null : input.sender_id!,
    group_id: input.is_group ? key : null,
    read_up_to: done.newest.created_at,
    last_read_message_id: done.newest.id,
    unread_count: 0,
    marked: done.unread,
  });
  return done.unread;
}

/** Pins a conversation the actor has: a person of the company or a group they are in. */
export async function pin(deps: MessagingDeps, ctx: MemberCtx, conversationId: string, isGroup: boolean) {
  if (isGroup) {
    const group = await groupsRepo.findGroup(deps.db, ctx, conversationId);
    if (!group) throw notFound();
    if (!(await groupsRepo.isMember(deps.db, ctx, group.id, ctx.actor.userId))) throw forbidden(errors.notGroupMember);
  } else {
    await personOf(deps, ctx, conversationId);
    if (conversationId === ctx.actor.userId) throw new AppError(400, errors.cannotMessageSelf);
  }
  return changePins(deps, ctx, (pinned) => (pinned.includes(conversationId) ? pinned : [...pinned, conversationId]));
}

/** Unpins; an id that is not pinned must still name a person or group of the company (else 404). */
export async function unpin(deps: MessagingDeps, ctx: MemberCtx, conversationId: string) {
  if (!(await pinnedOf(deps, ctx)).includes(conversationId)) {
    const known =
      (await people.findPerson(deps.db, ctx, conversationId)) ??
      (await groupsRepo.findGroup(deps.db, ctx, conversationId));
    if (!known) throw notFound();
  }
  return changePins(deps, ctx, (pinned) => pinned.filter((id) => id !== conversationId));
}

/** Reads and writes the actor's pins under a lock of their row: pins made at once are all kept. */
function changePins(deps: MessagingDeps, ctx: MemberCtx, change: (pinned: string[]) => string[]): Promise<string[]> {
  return deps.db.transaction().execute(async (trx) => {
    const pinned = change(jsonArray(await people.heldPins(trx, ctx)));
    await people.setPinned(trx, ctx, pinned);
    return pinned;
  });
}

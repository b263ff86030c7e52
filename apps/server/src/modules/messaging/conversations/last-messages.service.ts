import type { Message } from '@vazife/contract';
import { jsonArray } from '../../../db/dialect.js';
import type { MemberCtx } from '../../../platform/context.js';
import { linkQueryOf } from '../../../platform/download-grants.js';
import { toMessage } from '../messages/messages.mapper.js';
import * as messagesRepo from '../messages/messages.repo.js';
import type { MessagingDeps } from '../messaging-deps.js';
import * as people from '../rules/people.repo.js';
import * as threadsRepo from './threads.repo.js';

/*
 * What the two lists of conversations share, the direct ones (conversations.service.ts) and the
 * groups (groups/groups.service.ts): the actor's pins, each thread's last message, their order.
 * The one service of this folder that another topic's service calls.
 */

/** The actor's pinned conversations (peer or group ids), as stored on their row. */
export async function pinnedOf(deps: MessagingDeps, ctx: MemberCtx): Promise<string[]> {
  const me = await people.findPerson(deps.db, ctx, ctx.actor.userId);
  return jsonArray(me?.pinned_conversations);
}

/**
 * The last message of each of the actor's threads, with its receipts: reads only the actor's
 * rows, their last messages and the other members' watermarks of those conversations, so its cost
 * follows the actor's conversations, not the company's messages.
 */
export async function lastMessagesOf(
  deps: MessagingDeps,
  ctx: MemberCtx,
  threads: threadsRepo.ThreadRow[],
): Promise<Map<string, Message>> {
  const ids = threads.map((t) => t.last_message_id).filter((id): id is string => id !== null);
  const [rows, marks] = await Promise.all([
    messagesRepo.findMessages(deps.db, ctx, ids),
    threadsRepo.othersWatermarks(
      deps.db,
      ctx,
      threads.map((t) => t.conversation_key),
    ),
  ]);
  // One pass by conversation key: a filter per conversation was 200 × 200 comparisons a list.
  const byConversation = new Map<string, Map<string, string | null>>();
  for (const mark of marks) {
    let watermarks = byConversation.get(mark.conversation_key);
    if (!watermarks) byConversation.set(mark.conversation_key, (watermarks = new Map()));
    watermarks.set(mark.user_id, mark.last_read_at);
  }
  const linkQuery = linkQueryOf(deps, ctx);
  return new Map(
    rows.map((row) => [
      row.id,
      toMessage(row, byConversation.get(row.conversation_key) ?? new Map(), linkQuery, ctx.actor.userId),
    ]),
  );
}

/** Pinned first, then the latest conversation first; those without a message last. */
export function byPinAndTime<T extends { is_pinned: boolean; at: string | null }>(a: T, b: T): number {
  if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
  if (a.at === b.at) return 0;
  if (a.at === null) return 1;
  if (b.at === null) return -1;
  return a.at < b.at ? 1 : -1;
}

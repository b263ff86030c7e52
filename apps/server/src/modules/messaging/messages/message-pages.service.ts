import { messagingLimits, type Message } from '@vazife/contract';
import { notFound } from '../../../platform/errors.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../platform/keyset-cursor.js';
import type { MemberCtx } from '../../../platform/context.js';
import { linkQueryOf } from '../../../platform/download-grants.js';
import type { MessagingDeps } from '../messaging-deps.js';
import { toMessage, watermarkMap, type Watermarks } from './messages.mapper.js';
import type { MessageRecord } from './messages.repo.js';
import * as messagesRepo from './messages.repo.js';
import * as threadsRepo from '../conversations/threads.repo.js';

/*
 * Reading messages as their reader gets them: a page of a conversation, or one message. Shared by
 * the direct chats (messages.service.ts), the groups (groups/groups.service.ts) and the answer to a
 * write (message-writes.service.ts).
 */

export interface MessagePage {
  /** Chat order: oldest first. */
  messages: Message[];
  /** The cursor of the page before this one (older messages), when there is one. */
  nextCursor?: string;
}

/**
 * A page of a conversation read backwards: the newest page first, each page in chat order, older
 * pages through the cursor (like the task list's `x-next-cursor`). Read receipts come from the
 * members' watermarks, read once per page.
 */
export async function pageOfConversation(
  deps: MessagingDeps,
  ctx: MemberCtx,
  conversationKey: string,
  query: { cursor?: string; limit?: number },
): Promise<MessagePage> {
  const limit = query.limit ?? messagingLimits.pageSize;
  const cursor = query.cursor ? decodeKeysetCursor(query.cursor) : undefined;
  const rows = await messagesRepo.pageOf(deps.db, ctx, conversationKey, cursor, limit + 1);
  const shown = rows.slice(0, limit);
  const watermarks = watermarkMap(await threadsRepo.watermarksOf(deps.db, ctx, conversationKey));
  const linkQuery = linkQueryOf(deps, ctx);
  return {
    messages: shown.reverse().map((row) => toMessage(row, watermarks, linkQuery, ctx.actor.userId)),
    nextCursor: rows.length > limit ? encodeKeysetCursor(rows[limit - 1]!) : undefined,
  };
}

/** One message's row and its conversation's watermarks (404 when it is gone). */
export async function loadMessage(
  deps: MessagingDeps,
  ctx: MemberCtx,
  messageId: string,
): Promise<{ row: MessageRecord; watermarks: Watermarks }> {
  const row = await messagesRepo.findMessage(deps.db, ctx, messageId);
  if (!row) throw notFound();
  return { row, watermarks: watermarkMap(await threadsRepo.watermarksOf(deps.db, ctx, row.conversation_key)) };
}

/** One message as its reader gets it. */
export function asReader(
  deps: MessagingDeps,
  ctx: MemberCtx,
  loaded: { row: MessageRecord; watermarks: Watermarks },
): Message {
  return toMessage(loaded.row, loaded.watermarks, linkQueryOf(deps, ctx), ctx.actor.userId);
}

export async function messageFor(deps: MessagingDeps, ctx: MemberCtx, messageId: string): Promise<Message> {
  return asReader(deps, ctx, await loadMessage(deps, ctx, messageId));
}

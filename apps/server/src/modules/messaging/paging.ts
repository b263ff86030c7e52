import { messagingLimits, type Message } from '@vazife/contract';
import { notFound } from '../../platform/errors.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor.js';
import type { MemberCtx } from '../../platform/context.js';
import { linkQueryOf, type MessagingDeps } from './messaging-deps.js';
import { toMessage, watermarkMap } from './message-json.js';
import * as messagesRepo from './messages.repo.js';
import * as threadsRepo from './threads.repo.js';

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
    messages: shown.reverse().map((row) => toMessage(row, watermarks, linkQuery)),
    nextCursor: rows.length > limit ? encodeKeysetCursor(rows[limit - 1]!) : undefined,
  };
}

/** One message as its reader gets it. */
export async function messageFor(deps: MessagingDeps, ctx: MemberCtx, messageId: string): Promise<Message> {
  const row = await messagesRepo.findMessage(deps.db, ctx, messageId);
  if (!row) throw notFound();
  const watermarks = watermarkMap(await threadsRepo.watermarksOf(deps.db, ctx, row.conversation_key));
  return toMessage(row, watermarks, linkQueryOf(deps, ctx));
}

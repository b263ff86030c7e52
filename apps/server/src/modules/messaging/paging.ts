import { errors, messagingLimits, type Message } from '@vazife/contract';
import { badRequest, notFound } from '../../platform/errors.js';
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

function encodeCursor(message: { created_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([message.created_at, message.id])).toString('base64url');
}

/**
 * Only a time as encodeCursor writes it (toISOString, years 0001–9999): whatever else Date.parse
 * takes ("1", "+275760-…", "2026-02-30…") PostgreSQL refuses, which would be a 500.
 */
function isWrittenTime(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text) || text.startsWith('0000')) return false;
  const time = new Date(text);
  return !Number.isNaN(time.getTime()) && time.toISOString() === text;
}

function decodeCursor(cursor: string): messagesRepo.Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && isWrittenTime(createdAt) && id.length <= 64)
      return { createdAt, id };
  } catch {
    // falls through to the error below
  }
  throw badRequest(errors.invalidCursor);
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
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await messagesRepo.pageOf(deps.db, ctx, conversationKey, cursor, limit + 1);
  const shown = rows.slice(0, limit);
  const watermarks = watermarkMap(await threadsRepo.watermarksOf(deps.db, ctx, conversationKey));
  const linkQuery = linkQueryOf(deps, ctx);
  return {
    messages: shown.reverse().map((row) => toMessage(row, watermarks, linkQuery)),
    nextCursor: rows.length > limit ? encodeCursor(rows[limit - 1]!) : undefined,
  };
}

/** One message as its reader gets it. */
export async function messageFor(deps: MessagingDeps, ctx: MemberCtx, messageId: string): Promise<Message> {
  const row = await messagesRepo.findMessage(deps.db, ctx, messageId);
  if (!row) throw notFound();
  const watermarks = watermarkMap(await threadsRepo.watermarksOf(deps.db, ctx, row.conversation_key));
  return toMessage(row, watermarks, linkQueryOf(deps, ctx));
}

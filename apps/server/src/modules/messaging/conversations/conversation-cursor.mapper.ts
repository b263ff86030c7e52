import { errors } from '@vazife/contract';
import { badRequest } from '../../../platform/errors.js';
import { isWrittenTime } from '../../../platform/keyset-cursor.js';

/**
 * A conversation's place in the list's order: pinned first, then the newest last message (none
 * last), then the other person's id, so that no two conversations tie.
 */
export interface ConversationKey {
  pinned: boolean;
  at: string | null;
  peerId: string;
}

/** The list's order (docs/product-rules.md#screens): negative when `a` comes first. */
export function compareConversations(a: ConversationKey, b: ConversationKey): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.at !== b.at) {
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    return a.at < b.at ? 1 : -1;
  }
  return a.peerId < b.peerId ? -1 : a.peerId > b.peerId ? 1 : 0;
}

/** The opaque `x-next-cursor` of the conversation list: the last conversation shown. */
export function encodeConversationCursor(key: ConversationKey): string {
  return Buffer.from(JSON.stringify([key.pinned ? 1 : 0, key.at, key.peerId])).toString('base64url');
}

/** A cursor this server wrote, or a Turkish 400 (as platform/keyset-cursor.ts refuses a crafted one). */
export function decodeConversationCursor(cursor: string): ConversationKey {
  try {
    const [pinned, at, peerId] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      (pinned === 0 || pinned === 1) &&
      (at === null || (typeof at === 'string' && isWrittenTime(at))) &&
      typeof peerId === 'string' &&
      peerId.length > 0 &&
      peerId.length <= 64
    )
      return { pinned: pinned === 1, at, peerId };
  } catch {
    // falls through to the error below
  }
  throw badRequest(errors.invalidCursor);
}

import type { Conversation, Message } from '@vazife/contract';
import type { InfiniteData } from '@tanstack/react-query';

/*
 * What the conversation list's and a chat's infinite queries keep in the cache. Types alone, apart
 * from the modules that fetch them (`conversations.ts`, `thread-messages.ts`), so that the rules
 * that patch them (`live-patch.ts`, `apply-event.ts`) import no browser code.
 */

export interface ConversationPage {
  /** Pinned first, then by newest message. */
  conversations: Conversation[];
  /** The `x-next-cursor` header: present while more conversations remain. */
  nextCursor: string | null;
}

/** The conversation list's loaded pages, as the cache holds them. */
export type ConversationPages = InfiniteData<ConversationPage>;

export interface MessagePage {
  /** Oldest to newest. */
  messages: Message[];
  /** The `x-next-cursor` header: present while older messages remain. */
  olderCursor: string | null;
}

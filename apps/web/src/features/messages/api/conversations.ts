import { conversation, messagingLimits, type Conversation } from '@vazife/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import type { ConversationPage, ConversationPages } from './cached-pages';
import { messageKeys } from './keys';

export type { ConversationPage, ConversationPages } from './cached-pages';

export async function fetchConversationPage(cursor?: string, signal?: AbortSignal): Promise<ConversationPage> {
  const params = new URLSearchParams({ limit: String(messagingLimits.conversationPageSize) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Conversation[]>(
    `/api/messages/conversations?${params.toString()}`,
    { schema: import.meta.env.DEV ? z.array(conversation) : undefined, signal },
  );
  return { conversations: data, nextCursor: headers.get('x-next-cursor') || null };
}

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations(),
    queryFn: ({ pageParam, signal }) => fetchConversationPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every loaded conversation once, in page order (a conversation that moved up is kept where first seen). */
export function loadedConversations(data: ConversationPages | undefined): Conversation[] {
  const seen = new Set<string>();
  const list: Conversation[] = [];
  for (const page of data?.pages ?? [])
    for (const row of page.conversations)
      if (!seen.has(row.user.id)) {
        seen.add(row.user.id);
        list.push(row);
      }
  return list;
}

/**
 * Direct conversations: the other person, the last message, unread count and pin; a page of 30,
 * the next as the list scrolls to its end.
 */
export function useConversations() {
  return useInfiniteQuery({ ...conversationsQuery(), refetchInterval: useLiveRefetchInterval() });
}

import { message, messagingLimits, type Message } from '@vazife/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import type { MessagePage } from './cached-pages';
import { messageKeys, type ChatTarget } from './keys';

export type { MessagePage } from './cached-pages';

export function threadPath(target: ChatTarget): string {
  const id = encodeURIComponent(target.id);
  return target.kind === 'group' ? `/api/groups/${id}/messages` : `/api/messages/${id}`;
}

export async function fetchMessagePage(target: ChatTarget, cursor?: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(messagingLimits.pageSize) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Message[]>(`${threadPath(target)}?${params.toString()}`, {
    schema: import.meta.env.DEV ? z.array(message) : undefined,
    signal,
  });
  return { messages: data, olderCursor: headers.get('x-next-cursor') || null } satisfies MessagePage;
}

export const threadQuery = (target: ChatTarget) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(target),
    queryFn: ({ pageParam, signal }) => fetchMessagePage(target, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
  });

/** A chat's messages: the newest page first, older pages on demand. */
export function useThreadMessages(target: ChatTarget) {
  return useInfiniteQuery({ ...threadQuery(target), refetchInterval: useLiveRefetchInterval() });
}

/** The loaded pages in chat order (oldest first). */
export function inChatOrder(pages: readonly MessagePage[] | undefined): Message[] {
  if (!pages) return [];
  return [...pages].reverse().flatMap((page) => page.messages);
}

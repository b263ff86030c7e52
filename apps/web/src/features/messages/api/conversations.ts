import { conversation, type Conversation } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { messageKeys } from './keys';

export function fetchConversations(signal?: AbortSignal): Promise<Conversation[]> {
  return apiRequest<Conversation[]>('/api/messages/conversations', {
    schema: import.meta.env.DEV ? z.array(conversation) : undefined,
    signal,
  });
}

export const conversationsQuery = () =>
  queryOptions({ queryKey: messageKeys.conversations(), queryFn: ({ signal }) => fetchConversations(signal) });

/** Direct conversations: the other person, the last message, unread count and pin. */
export function useConversations() {
  return useQuery({ ...conversationsQuery(), refetchInterval: useLiveRefetchInterval() });
}

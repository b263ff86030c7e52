import { sendState, type SendState } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys, type ChatTarget } from './keys';

export function fetchSendState(userId: string, signal?: AbortSignal): Promise<SendState> {
  return apiRequest<SendState>(`/api/messages/${encodeURIComponent(userId)}/send-state`, {
    schema: import.meta.env.DEV ? sendState : undefined,
    signal,
  });
}

/** Under the messages' key: whatever refreshes the messaging screens asks again. */
export const sendStateKey = (userId: string) => [...messageKeys.all, 'send-state', userId] as const;

/**
 * Whether the caller may still write in a direct chat, and why not (GET /api/messages/{id}/send-state);
 * a group's members always may. Unknown while loading or after a failure: the composer stays.
 */
export function useSendState(target: ChatTarget) {
  const direct = target.kind === 'user';
  return useQuery({
    queryKey: sendStateKey(target.id),
    queryFn: ({ signal }) => fetchSendState(target.id, signal),
    enabled: direct,
    staleTime: 30_000,
  });
}

import { sendState, type SendState } from '@vazife/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys, type ChatTarget } from './keys';

export function fetchSendState(userId: string, signal?: AbortSignal): Promise<SendState> {
  return apiRequest<SendState>(`/api/messages/${encodeURIComponent(userId)}/send-state`, {
    schema: import.meta.env.DEV ? sendState : undefined,
    signal,
  });
}

/** Under the messages' key: whatever refreshes the messaging screens asks again. */
export const sendStateKeys = {
  all: [...messageKeys.all, 'send-state'] as const,
  of: (userId: string) => [...sendStateKeys.all, userId] as const,
};

/**
 * A direct chat's send state as this tab keeps it: the server's answer, and whether a change of the
 * company's messaging rule closed the chat while it was open here (its foot then says so).
 */
export interface ChatSendState extends SendState {
  closedByRule: boolean;
}

/**
 * The state once the server answered `next`: closed by the rule when the rule has just changed
 * (`ruleChanged`) on a chat that was open, and still so marked while it stays closed.
 */
export function nextSendState(
  previous: ChatSendState | undefined,
  next: SendState,
  ruleChanged = false,
): ChatSendState {
  const closedByRule =
    !next.can_send && (Boolean(previous?.closedByRule) || (ruleChanged && previous?.can_send === true));
  return { ...next, closedByRule };
}

/**
 * Whether the caller may still write in a direct chat, and why not (GET /api/messages/{id}/send-state);
 * a group's members always may. Unknown while loading or after a failure: the composer stays.
 */
export function useSendState(target: ChatTarget) {
  const direct = target.kind === 'user';
  const queryClient = useQueryClient();
  const key = sendStateKeys.of(target.id);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const next = await fetchSendState(target.id, signal);
      // Read once answered: a rule change may have marked the chat meanwhile (messaging-rule.ts).
      return nextSendState(queryClient.getQueryData<ChatSendState>(key), next);
    },
    enabled: direct,
    staleTime: 30_000,
  });
}

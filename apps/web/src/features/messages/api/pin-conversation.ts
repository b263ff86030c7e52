import { pinnedResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys, type ChatTarget } from './keys';

export interface PinValues {
  target: ChatTarget;
  pinned: boolean;
}

/** Pins (or unpins) a conversation or group to the top of my list. */
export function setPinned({ target, pinned }: PinValues): Promise<unknown> {
  if (pinned) {
    return apiRequest('/api/conversations/pin', {
      method: 'POST',
      body: { conversation_id: target.id, is_group: target.kind === 'group' },
      schema: import.meta.env.DEV ? pinnedResponse : undefined,
    });
  }
  return apiRequest('/api/conversations/unpin', {
    method: 'POST',
    body: { conversation_id: target.id },
    schema: import.meta.env.DEV ? pinnedResponse : undefined,
  });
}

export function usePinConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPinned,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.groups() });
    },
  });
}

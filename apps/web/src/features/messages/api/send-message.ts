import { message, type Message } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ChatTarget } from './keys';
import { applyOwnMessage } from './apply-event';

export interface SendMessageValues {
  target: ChatTarget;
  content: string;
}

export function sendMessage({ target, content }: SendMessageValues): Promise<Message> {
  if (target.kind === 'group') {
    return apiRequest<Message>(`/api/groups/${encodeURIComponent(target.id)}/messages`, {
      method: 'POST',
      body: { content },
      schema: import.meta.env.DEV ? message : undefined,
    });
  }
  return apiRequest<Message>('/api/messages/send', {
    method: 'POST',
    body: { receiver_id: target.id, content },
    schema: import.meta.env.DEV ? message : undefined,
  });
}

/** A text message to a person or a group. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // Shown at once from the answer; the live event that follows finds it there.
    onSuccess: (sent) => applyOwnMessage(queryClient, sent, sent.sender_id),
  });
}

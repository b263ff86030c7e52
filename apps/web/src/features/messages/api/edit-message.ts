import { message, type Message } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ChatTarget } from './keys';
import { applyOwnMessage } from './apply-event';

export interface EditMessageValues {
  id: string;
  content: string;
  target: ChatTarget;
}

export function editMessage({ id, content }: EditMessageValues): Promise<Message> {
  return apiRequest<Message>(`/api/messages/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { content },
    schema: import.meta.env.DEV ? message : undefined,
  });
}

export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editMessage,
    onSuccess: (edited) => applyOwnMessage(queryClient, edited, edited.sender_id, 'message.updated'),
  });
}

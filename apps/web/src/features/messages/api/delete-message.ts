import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ChatTarget } from './keys';
import { refreshChat } from './refresh';

export interface DeleteMessageValues {
  id: string;
  target: ChatTarget;
}

export function deleteMessage({ id }: DeleteMessageValues): Promise<unknown> {
  return apiRequest(`/api/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Gone for everyone: the chat and the lists' previews refresh. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMessage, onSuccess: (_r, { target }) => refreshChat(queryClient, target) });
}

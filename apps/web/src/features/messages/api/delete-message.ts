import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys, type ChatTarget } from './keys';
import type { MessagePage } from './thread-messages';

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
  return useMutation({
    mutationFn: deleteMessage,
    // Gone from the chat at once; the lists' previews and counts come with the live event.
    onSuccess: (_r, { id, target }) =>
      queryClient.setQueryData<InfiniteData<MessagePage>>(messageKeys.thread(target), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.id !== id) })),
            }
          : data,
      ),
  });
}

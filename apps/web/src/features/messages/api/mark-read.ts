import { markReadResponse, type GroupListItem } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ConversationPages } from './conversations';
import { messageKeys, type ChatTarget } from './keys';

export function markRead(target: ChatTarget): Promise<unknown> {
  const body =
    target.kind === 'group' ? { group_id: target.id, is_group: true } : { sender_id: target.id, is_group: false };
  return apiRequest('/api/messages/mark-read', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? markReadResponse : undefined,
  });
}

/**
 * Everything in the open chat is read: its row's badge drops at once. The Mesajlar total drops
 * with the live receipt, which every device of mine gets (this one too).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_result, target) => {
      if (target.kind === 'group')
        queryClient.setQueryData<GroupListItem[]>(messageKeys.groups(), (list) =>
          list?.map((g) => (g.id === target.id && g.unread_count > 0 ? { ...g, unread_count: 0 } : g)),
        );
      else
        queryClient.setQueryData<ConversationPages>(messageKeys.conversations(), (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  conversations: page.conversations.map((c) =>
                    c.user.id === target.id && c.unread_count > 0 ? { ...c, unread_count: 0 } : c,
                  ),
                })),
              }
            : data,
        );
    },
  });
}

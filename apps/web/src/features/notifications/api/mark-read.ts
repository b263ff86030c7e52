import { markNotificationsReadResponse } from '@vazife/contract';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';
import type { NotificationPage } from './notification-list';

export type MarkReadInput = { ids: string[] } | { all: true };

export function markNotificationsRead(input: MarkReadInput): Promise<{ message: string; marked: number }> {
  return apiRequest('/api/notifications/mark-read', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? markNotificationsReadResponse : undefined,
  });
}

/** Shows the notifications read at once; the server's answer (refetched after) has the last word. */
function showAsRead(queryClient: QueryClient, input: MarkReadInput): void {
  const marks = (id: string) => 'all' in input || input.ids.includes(id);
  let newlyRead = 0;
  queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => {
              if (item.is_read || !marks(item.id)) return item;
              newlyRead += 1;
              return { ...item, is_read: true };
            }),
          })),
        }
      : data,
  );
  queryClient.setQueryData<{ unread_count: number }>(notificationKeys.unreadCount(), (count) =>
    count ? { unread_count: 'all' in input ? 0 : Math.max(0, count.unread_count - newlyRead) } : count,
  );
}

/** Marks one, some or all read; the list and the count follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      showAsRead(queryClient, input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

import { notificationList, type Notification } from '@vazife/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const notificationPageSize = 20;

export interface NotificationPage {
  items: Notification[];
  /** The `x-next-cursor` header: present while older notifications remain. */
  nextCursor: string | null;
}

export async function fetchNotificationPage(cursor?: string, signal?: AbortSignal): Promise<NotificationPage> {
  const params = new URLSearchParams({ limit: String(notificationPageSize) });
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders<Notification[]>(`/api/notifications?${params.toString()}`, {
    schema: import.meta.env.DEV ? notificationList : undefined,
    signal,
  });
  return { items: data, nextCursor: headers.get('x-next-cursor') || null };
}

export const notificationListQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The dropdown's list, newest first, 20 at a time. */
export function useNotificationList() {
  return useInfiniteQuery(notificationListQuery());
}

import { unreadCountResponse, type LiveEvent } from '@vazife/contract';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveEvent, useLiveRefetchInterval } from '../../../lib/live-events';
import { useAfterFirstScreen } from '../../../lib/use-after-first-screen';
import { notificationKeys } from './keys';

export function fetchUnreadCount(): Promise<{ unread_count: number }> {
  return apiRequest('/api/notifications/unread-count', {
    schema: import.meta.env.DEV ? unreadCountResponse : undefined,
  });
}

type Broadcast = Extract<LiveEvent, { type: 'notification.broadcast' }>;

/** The broadcasts already counted, by kind and subject: an event that comes twice counts once. */
const counted = new Set<string>();

/**
 * A company-wide broadcast (a new announcement) on this bell: its count goes up by what each
 * recipient gained, with no call; the list, which needs the new row's id, is only marked stale (an
 * open one loads again). When the count is not known yet or is on its way (the answer may predate
 * the event), it is fetched instead.
 */
export function countBroadcast(queryClient: QueryClient, event: Broadcast): void {
  const key = `${event.kind}:${event.subject_id}`;
  if (counted.has(key)) return;
  if (counted.size >= 1000) counted.clear();
  counted.add(key);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  const state = queryClient.getQueryState<{ unread_count: number }>(notificationKeys.unreadCount());
  if (!state?.data || state.fetchStatus === 'fetching') {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    return;
  }
  queryClient.setQueryData<{ unread_count: number }>(notificationKeys.unreadCount(), (count) =>
    count ? { unread_count: count.unread_count + event.unread_added } : count,
  );
}

/**
 * The bell's number: asked for once the first screen is in (it is not part of it), refetched when
 * the stream says a notification of the reader's arrived or was settled, counted up in place for a
 * company-wide broadcast (`countBroadcast`), polled while the stream is down. A reconnect refetches
 * it (live-connection.ts), so that events missed meanwhile are made good.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  // A new one of the reader's, or ones someone else's step settled (a task reviewed, a person
  // decided on).
  useLiveEvent(['notification.created', 'notification.resolved'], () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  // Many written at once for the company (an announcement): no call for the count.
  useLiveEvent(['notification.broadcast'], (event) => {
    if (event.type === 'notification.broadcast') countBroadcast(queryClient, event);
  });
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: fetchUnreadCount,
    enabled: useAfterFirstScreen(),
    refetchInterval: useLiveRefetchInterval(),
  });
}

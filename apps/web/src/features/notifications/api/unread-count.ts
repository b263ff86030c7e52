import { unreadCountResponse } from '@vazife/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLiveEvent, useLiveRefetchInterval } from '../../../lib/live-events';
import { useAfterFirstScreen } from '../../../lib/use-after-first-screen';
import { notificationKeys } from './keys';

export function fetchUnreadCount(): Promise<{ unread_count: number }> {
  return apiRequest('/api/notifications/unread-count', {
    schema: import.meta.env.DEV ? unreadCountResponse : undefined,
  });
}

/**
 * The bell's number: asked for once the first screen is in (it is not part of it), refetched when
 * the stream says a notification arrived or was settled, polled while the stream is down.
 */
export function useUnreadCount() {
  const queryClient = useQueryClient();
  // A new one, many written at once for the company (an announcement), or ones someone else's
  // step settled (a task reviewed, a person decided on).
  useLiveEvent(['notification.created', 'notification.broadcast', 'notification.resolved'], () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: fetchUnreadCount,
    enabled: useAfterFirstScreen(),
    refetchInterval: useLiveRefetchInterval(),
  });
}

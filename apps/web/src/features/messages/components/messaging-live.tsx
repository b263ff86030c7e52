import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import { applyMessagingEvent } from '../api/apply-event';
import { messagingEventTypes, type MessagingEvent } from '../api/live-patch';

/**
 * Keeps every messaging cache (the open chat, the lists, the unread badge) current from the live
 * events, anywhere in the dashboard: each event patches what it changed, nothing is loaded again
 * unless the event cannot say it.
 */
export function MessagingLive({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useLiveEvent(messagingEventTypes, (event) => applyMessagingEvent(queryClient, event as MessagingEvent, userId));
  return null;
}

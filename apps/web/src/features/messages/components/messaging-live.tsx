import { seesEveryGroup } from '@vazife/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live-events';
import { useSession } from '../../../lib/session';
import { applyMessagingEvent } from '../api/apply-event';
import { messagingEventTypes, type MessagingEvent } from '../api/live-patch';
import { fetchMessageItem } from '../api/message-item';
import { applyMessagingRule } from '../api/messaging-rule';

/**
 * Keeps every messaging cache (the open chat, the lists, the unread badge, whether a chat may still
 * write) current from the live events, anywhere in the dashboard: each event patches what it
 * changed, nothing is loaded again unless the event cannot say it.
 */
export function MessagingLive({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const user = useSession()?.user;
  const seesAll = Boolean(user && seesEveryGroup({ role: user.role, approved: user.is_approved }));
  useLiveEvent(messagingEventTypes, (event) =>
    applyMessagingEvent(queryClient, event as MessagingEvent, userId, seesAll, fetchMessageItem),
  );
  useLiveEvent(['company.messaging_changed'], (event) => {
    if (event.type === 'company.messaging_changed') void applyMessagingRule(queryClient, event);
  });
  return null;
}

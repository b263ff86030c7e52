import { Badge } from '@mantine/core';
import { messagingLimits, type MessageUnreadCount, type UserPublic } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { useAfterFirstScreen } from '../../../lib/use-after-first-screen';
import { messageKeys } from '../api/keys';

/**
 * My unread messages, direct and group: loaded after the first screen, then kept current by the
 * live events (MessagingLive patches it), polled only while the stream is down like every list.
 */
export function useUnreadMessages(user: UserPublic): number | undefined {
  const painted = useAfterFirstScreen();
  const query = useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: ({ signal }) =>
      apiRequest<MessageUnreadCount>('/api/messages/unread-count', { signal }).then((r) => r.unread_count),
    enabled: painted && user.is_approved && Boolean(user.company_id),
    staleTime: Infinity,
    refetchInterval: useLiveRefetchInterval(),
  });
  return query.data;
}

/** The count on the Mesajlar tab, "99+" past the cap; nothing while there is none. */
export function MessagesNavBadge({ count, compact = false }: { count: number | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  if (!count) return null;
  const label = count > messagingLimits.badgeCap ? `${messagingLimits.badgeCap}+` : String(count);
  return (
    <Badge
      size={compact ? 'xs' : 'sm'}
      circle={count < 10}
      variant="filled"
      color="red"
      aria-label={t('nav.unreadMessages', { count })}
      data-testid="nav-messages-unread"
      style={compact ? { position: 'absolute', top: -4, insetInlineEnd: -10 } : undefined}
    >
      {label}
    </Badge>
  );
}

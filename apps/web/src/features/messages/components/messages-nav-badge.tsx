import { Badge } from '@mantine/core';
import { messagingLimits, type MessageUnreadCount, type UserPublic } from '@vazife/contract';
import { useIsFetching, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { messageKeys } from '../api/keys';

/**
 * True once the shell has painted and the first screen's calls have all answered, so that the
 * badge's call never delays them nor goes out among them (some start only once `/me` answers).
 */
function useAfterFirstScreen(): boolean {
  const [painted, setPainted] = useState(false);
  const [ready, setReady] = useState(false);
  const fetching = useIsFetching();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  // Latched while rendering (React's way for state that follows other state): once ready, it stays.
  if (!ready && painted && fetching === 0) setReady(true);
  return ready;
}

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

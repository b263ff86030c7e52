import { Indicator } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMountOnFirstUse } from '../../../lib/use-open-on-mount';
import { useUnreadCount } from '../api/unread-count';
import { badgeText } from './badge-text';
import { BellButton } from './bell-button';

// Mantine's Popover brings floating-ui (about 20 kB compressed) to whatever draws it: the dropdown
// is fetched when someone points at, focuses or taps the bell, not with the first screen.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(async () => ({ default: (await loadPopover()).NotificationPopover }));

/** The header's bell: the unread count on a badge, and the notifications in a dropdown. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { mounted, trigger } = useMountOnFirstUse(loadPopover);
  const unread = useUnreadCount().data?.unread_count ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { unread: badgeText(unread) }) : t('notifications.bell');
  const placeholder = <BellButton label={label} {...trigger} />;
  return (
    <Indicator
      label={<span aria-hidden>{badgeText(unread)}</span>}
      disabled={unread === 0}
      color="red"
      size={18}
      offset={4}
      inline
      data-testid="notification-badge"
    >
      {mounted ? (
        <Suspense fallback={placeholder}>
          <NotificationPopover label={label} openOnMount />
        </Suspense>
      ) : (
        placeholder
      )}
    </Indicator>
  );
}

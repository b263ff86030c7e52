import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/unread-count';
import { badgeText } from './badge-text';

// The dropdown's code (the list, relative times) is fetched on the first hover or opening.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(async () => ({ default: (await loadPanel()).NotificationPanel }));

/** The header's bell: the unread count on a badge, and the notifications in a dropdown. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount().data?.unread_count ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { unread: badgeText(unread) }) : t('notifications.bell');
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
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(380px, calc(100vw - 16px))"
        shadow="md"
        radius="md"
        withinPortal
        // Keyboard users land in the list on opening and back on the bell on closing (Escape).
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            aria-label={label}
            data-testid="notification-bell"
            onPointerEnter={() => void loadPanel()}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={18} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Suspense
            fallback={
              <Center p="lg">
                <Loader size="sm" aria-label={t('notifications.loading')} />
              </Center>
            }
          >
            <NotificationPanel onClose={() => setOpened(false)} />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

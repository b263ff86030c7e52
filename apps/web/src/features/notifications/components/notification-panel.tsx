import { Button, Center, Divider, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { Notification } from '@vazife/contract';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-error';
import { useMarkRead } from '../api/mark-read';
import { useNotificationList } from '../api/notification-list';
import { NotificationItem } from './notification-item';

/** The bell's dropdown: the list, "mark all read", and the empty, loading and error states. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotificationList();
  const markRead = useMarkRead();
  const panel = useRef<HTMLDivElement>(null);
  // On the first opening the code arrives after the dropdown opened, and its focus trap found
  // nothing to focus: the panel takes the focus itself, and Tab goes on to its buttons. On the next
  // turn, once the dropdown has noted the bell as where the focus returns on closing.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!panel.current?.contains(document.activeElement)) panel.current?.focus();
    });
    return () => clearTimeout(timer);
  }, []);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const anyUnread = items.some((item) => !item.is_read);

  const open = (item: Notification) => {
    if (!item.is_read) markRead.mutate({ ids: [item.id] });
    onClose();
    if (item.link) void navigate(item.link);
  };

  let content;
  if (list.isPending) {
    content = (
      <Stack gap="sm" p="md" aria-busy aria-label={t('notifications.loading')} data-testid="notifications-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={48} radius="sm" />
        ))}
      </Stack>
    );
  } else if (list.isError && items.length === 0) {
    content = (
      <Stack gap="sm" p="md">
        <ErrorAlert message={errorMessage(list.error, t('notifications.loadFailed'))} testId="notifications-error" />
        <Button variant="default" size="xs" onClick={() => void list.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    content = (
      <Stack align="center" gap={4} p="xl" data-testid="notifications-empty">
        <IconBellOff size={28} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={600}>{t('notifications.empty')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('notifications.emptyHint')}
        </Text>
      </Stack>
    );
  } else {
    content = (
      <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
        <Stack
          gap={0}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          data-testid="notification-list"
        >
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} onOpen={open} />
            </li>
          ))}
        </Stack>
        {list.hasNextPage && (
          <Center p="xs">
            <Button
              variant="subtle"
              size="xs"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('notifications.loadMore')}
            </Button>
          </Center>
        )}
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack
      gap={0}
      ref={panel}
      tabIndex={-1}
      aria-label={t('notifications.title')}
      style={{ outline: 'none' }}
      data-testid="notification-panel"
    >
      <Group justify="space-between" wrap="nowrap" pl="md" pr="xs" py="xs" gap={4}>
        <Text fw={700} component="h2" size="md" m={0} truncate>
          {t('notifications.title')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={!anyUnread}
          loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
          onClick={() => markRead.mutate({ all: true })}
          // Never squeezed: at 360 px the title gives way instead.
          style={{ flexShrink: 0 }}
          data-testid="notifications-mark-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Divider />
      {markRead.isError && (
        <Text size="sm" c="red" px="md" pt="xs" role="alert">
          {t('notifications.markFailed')}
        </Text>
      )}
      {content}
    </Stack>
  );
}

import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@vazife/contract';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { notificationText } from './notification-text';

dayjs.extend(relativeTime);

/** "5 dakika önce" in the active language; nothing for a broken date. */
export function timeAgo(value: string, now = new Date()): string {
  const date = dayjs(value);
  return date.isValid() ? date.from(now) : '';
}

/** One row of the dropdown: unread dot, title, text and how long ago. */
export function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t, i18n } = useTranslation();
  const unread = !item.is_read;
  const { title, body } = notificationText(item, t, i18n.language);
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      w="100%"
      px="md"
      py="sm"
      data-testid="notification-item"
      data-unread={unread || undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box
          aria-hidden
          mt={6}
          w={8}
          h={8}
          style={{
            flex: 'none',
            borderRadius: '50%',
            background: unread ? 'var(--mantine-primary-color-filled)' : 'transparent',
          }}
        />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={unread ? 700 : 500}>
            {unread && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
            {title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {body}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={item.created_at}>
            {timeAgo(item.created_at)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

import { Badge, Box, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Announcement } from '@vazife/contract';
import { IconEye, IconPaperclip, IconPhoto } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RoleBadge } from '../../../components/role-badge';

/**
 * One announcement in the list: an unread marker until the reader opens it, its title, who
 * published it and when, the start of its text, its attachment's kind and, for its creator and
 * the employer, how many read it. The whole card opens it.
 */
export function AnnouncementCard({ announcement, onOpen }: { announcement: Announcement; onOpen: () => void }) {
  const { t } = useTranslation();
  const a = announcement;
  const date = dayjs(a.created_at).format('D MMMM YYYY HH:mm');
  const AttachmentIcon = a.attachment_type === 'image' ? IconPhoto : IconPaperclip;
  const counted = a.read_count !== null && a.total_members !== null;
  const readCount = counted ? t('announcements.readCountLabel', { count: a.read_count, total: a.total_members }) : '';
  // The button's name says what the marker and the badge show, which its label hides from a screen reader.
  const label = [t(a.is_read ? 'announcements.open' : 'announcements.openUnread', { title: a.title }), readCount]
    .filter(Boolean)
    .join(', ');
  return (
    <Card withBorder p={0} component="article" aria-label={a.title} data-testid="announcement-card">
      <UnstyledButton onClick={onOpen} p="md" w="100%" aria-label={label}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {!a.is_read && (
                <Box
                  w={10}
                  h={10}
                  bg="var(--mantine-primary-color-filled)"
                  style={{ borderRadius: '50%', flexShrink: 0 }}
                  aria-hidden
                  data-testid="unread-marker"
                />
              )}
              <Text fw={a.is_read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                {a.title}
              </Text>
            </Group>
            {counted && (
              <Badge
                variant="light"
                color="gray"
                leftSection={<IconEye size={12} aria-hidden />}
                tt="none"
                style={{ flexShrink: 0 }}
                data-testid="read-count"
              >
                {a.read_count}/{a.total_members}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('announcements.by', { name: a.creator_name, date })}
            </Text>
            <RoleBadge role={a.creator_role} size="sm" />
          </Group>
          <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.description}
          </Text>
          {a.attachment_name && (
            <Group gap={4} wrap="nowrap">
              <AttachmentIcon size={14} aria-hidden />
              <Text size="xs" c="dimmed" truncate>
                {a.attachment_name}
              </Text>
            </Group>
          )}
        </Stack>
      </UnstyledButton>
    </Card>
  );
}

import { Badge, Card, Group, Indicator, Stack, Text, UnstyledButton } from '@mantine/core';
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
  return (
    <Card withBorder p={0} component="article" aria-label={a.title} data-testid="announcement-card">
      <UnstyledButton onClick={onOpen} p="md" w="100%" aria-label={t('announcements.open', { title: a.title })}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {!a.is_read && (
                <Indicator
                  inline
                  size={10}
                  position="middle-center"
                  color="brand"
                  aria-label={t('announcements.unread')}
                  data-testid="unread-marker"
                >
                  <span />
                </Indicator>
              )}
              <Text fw={a.is_read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
                {a.title}
              </Text>
            </Group>
            {a.read_count !== null && a.total_members !== null && (
              <Badge
                variant="light"
                color="gray"
                leftSection={<IconEye size={12} />}
                tt="none"
                style={{ flexShrink: 0 }}
                aria-label={t('announcements.readCountLabel', { count: a.read_count, total: a.total_members })}
              >
                {a.read_count}/{a.total_members}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed">
              {t('announcements.by', { name: a.creator_name, date })}
            </Text>
            <RoleBadge role={a.creator_role} size="xs" />
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

import { Group, Text } from '@mantine/core';
import type { Message } from '@vazife/contract';
import { IconCheck, IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * One tick: sent. Two ticks: read (in a group, by at least one member, with how many). Drawn in
 * the bubble's own text colour, so that they keep its contrast; the count and the label say it too.
 */
export function MessageTicks({ message, inGroup }: { message: Message; inGroup: boolean }) {
  const { t } = useTranslation();
  const readers = message.read_by.length;
  const label = !message.is_read
    ? t('messages.sent')
    : inGroup
      ? t('messages.readBy', { count: readers })
      : t('messages.read');
  return (
    <Group gap={2} wrap="nowrap" aria-label={label} role="img" data-testid="message-ticks" data-read={message.is_read}>
      {message.is_read ? <IconChecks size={16} aria-hidden /> : <IconCheck size={16} aria-hidden />}
      {message.is_read && inGroup && (
        <Text span size="xs" inherit aria-hidden>
          {readers}
        </Text>
      )}
    </Group>
  );
}

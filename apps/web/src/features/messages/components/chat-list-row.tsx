import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPinFilled, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { badgeLabel, previewText, type ChatItem } from './chat-items';
import { listTime } from './chat-time';

interface ChatListRowProps {
  item: ChatItem;
  myId: string;
  active: boolean;
  onOpen: () => void;
}

/** A conversation in the list: avatar, name, time, 35-character preview and unread badge. */
export function ChatListRow({ item, myId, active, onOpen }: ChatListRowProps) {
  const { t } = useTranslation();
  const last = item.lastMessage;
  const preview = last ? previewText(last, (kind) => t(`messages.preview.${kind}`)) : '';
  const prefix = last && last.sender_id === myId ? `${t('messages.you')}: ` : '';
  const isGroup = item.target.kind === 'group';
  // On the selected row's tinted background the dimmed grey falls below AA: the text colour holds it.
  const quiet = active ? 'var(--mantine-color-text)' : 'dimmed';
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={active ? 'true' : undefined}
      data-testid="chat-row"
      data-kind={item.target.kind}
      data-id={item.target.id}
      px="sm"
      py={10}
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 'var(--mantine-radius-md)',
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <UserAvatar name={item.name} size={44} radius={isGroup ? 'md' : 'xl'} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              {isGroup && <IconUsers size={15} aria-label={t('messages.group')} style={{ flexShrink: 0 }} />}
              <Text fw={item.unread > 0 ? 700 : 600} size="sm" truncate data-testid="chat-row-name">
                {item.name}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              {item.pinned && <IconPinFilled size={13} aria-label={t('messages.pinned')} />}
              {last && (
                <Text size="xs" c={quiet}>
                  {listTime(last.created_at)}
                </Text>
              )}
            </Group>
          </Group>
          <Group gap={6} wrap="nowrap" justify="space-between">
            <Text size="xs" c={quiet} truncate data-testid="chat-row-preview">
              {prefix}
              {preview}
            </Text>
            {item.member === false && (
              <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }} data-testid="chat-row-not-member">
                {t('messages.notMember')}
              </Badge>
            )}
            {item.unread > 0 && (
              <Badge
                size="sm"
                circle={item.unread < 10}
                variant="filled"
                style={{ flexShrink: 0 }}
                aria-label={t('messages.unread', { count: item.unread })}
                data-testid="chat-row-unread"
              >
                {badgeLabel(item.unread)}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

import { ActionIcon, Button, Center, Group, Loader, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconMessagePlus, IconSpeakerphone, IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { ChatTarget } from '../api/keys';
import { chatKey, type ChatItem } from './chat-items';
import { ChatListRow } from './chat-list-row';

export interface ChatListActions {
  onNewChat: () => void;
  onNewGroup?: () => void;
  onBulk?: () => void;
}

interface ChatListProps extends ChatListActions {
  items: ChatItem[];
  myId: string;
  loading: boolean;
  error: string | null;
  activeKey: string | null;
  onOpen: (target: ChatTarget) => void;
}

function HeaderAction({
  label,
  onClick,
  icon,
  testId,
  labelled,
}: {
  label: string;
  onClick: () => void;
  icon: React.ReactNode;
  testId: string;
  /** On phones a touch never shows a tooltip: the label is written on the button. */
  labelled: boolean;
}) {
  if (labelled)
    return (
      <Button variant="light" size="compact-sm" leftSection={icon} onClick={onClick} data-testid={testId}>
        {label}
      </Button>
    );
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="light" size="lg" aria-label={label} onClick={onClick} data-testid={testId}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The left column (or the phone's first screen): every conversation and group. */
export function ChatList({
  items,
  myId,
  loading,
  error,
  activeKey,
  onOpen,
  onNewChat,
  onNewGroup,
  onBulk,
}: ChatListProps) {
  const { t } = useTranslation();
  const labelled = useIsPhone();
  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Group
        justify="space-between"
        wrap={labelled ? 'wrap' : 'nowrap'}
        gap="xs"
        px="md"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Title order={2} fz="lg">
          {t('messages.listLabel')}
        </Title>
        <Group gap={6} wrap={labelled ? 'wrap' : 'nowrap'} data-testid="chat-list-actions">
          {onBulk && (
            <HeaderAction
              label={t('messages.bulk')}
              onClick={onBulk}
              icon={<IconSpeakerphone size={18} />}
              testId="open-bulk"
              labelled={labelled}
            />
          )}
          {onNewGroup && (
            <HeaderAction
              label={t('messages.newGroup')}
              onClick={onNewGroup}
              icon={<IconUsersPlus size={18} />}
              testId="open-new-group"
              labelled={labelled}
            />
          )}
          <HeaderAction
            label={t('messages.newChat')}
            onClick={onNewChat}
            icon={<IconMessagePlus size={18} />}
            testId="open-new-chat"
            labelled={labelled}
          />
        </Group>
      </Group>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto">
        <Stack gap={2} p="xs" component="nav" aria-label={t('messages.listLabel')} data-testid="chat-list">
          {error && <ErrorAlert message={error} testId="chat-list-error" />}
          {loading && (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          )}
          {!loading && !error && items.length === 0 && (
            <Stack align="center" gap={6} py="xl" px="md" ta="center">
              <IconMessageCircle size={36} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text fw={600}>{t('messages.empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('messages.emptyHint')}
              </Text>
            </Stack>
          )}
          {items.map((item) => (
            <ChatListRow
              key={chatKey(item.target)}
              item={item}
              myId={myId}
              active={activeKey === chatKey(item.target)}
              onOpen={() => onOpen(item.target)}
            />
          ))}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}

import { ActionIcon, Button, Center, Group, Loader, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconMessagePlus, IconSpeakerphone, IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteArea } from '../../../components/write-area';
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
  /** The groups the employer sees without being in them: a section after the chats. */
  otherGroups?: ChatItem[];
  /** More conversations remain to load: they come as the list scrolls to its end, or with the button. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
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
  otherGroups = [],
  hasMore = false,
  loadingMore = false,
  onLoadMore,
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
  const loadMore = () => {
    if (hasMore && !loadingMore) onLoadMore?.();
  };
  const row = (item: ChatItem) => (
    <ChatListRow
      key={chatKey(item.target)}
      item={item}
      myId={myId}
      active={activeKey === chatKey(item.target)}
      onOpen={() => onOpen(item.target)}
    />
  );
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
        {/* Each of them starts something to write: off, with the reason, while writes are refused. */}
        <WriteArea call="POST /api/messages/send">
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
        </WriteArea>
      </Group>
      <ScrollArea style={{ flex: 1, minHeight: 0 }} type="auto" onBottomReached={loadMore}>
        <Stack gap={2} p="xs" component="nav" aria-label={t('messages.listLabel')} data-testid="chat-list">
          {error && <ErrorAlert message={error} testId="chat-list-error" />}
          {loading && (
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          )}
          {!loading && !error && items.length === 0 && otherGroups.length === 0 && (
            <Stack align="center" gap={6} py="xl" px="md" ta="center">
              <IconMessageCircle size={36} stroke={1.4} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text fw={600}>{t('messages.empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('messages.emptyHint')}
              </Text>
            </Stack>
          )}
          {items.map(row)}
          {hasMore && (
            <Center py="xs">
              <Button
                variant="subtle"
                size="compact-sm"
                loading={loadingMore}
                onClick={loadMore}
                data-testid="chat-load-more"
              >
                {t('messages.loadMore')}
              </Button>
            </Center>
          )}
          {otherGroups.length > 0 && (
            <Stack gap={2} mt="sm" component="section" aria-labelledby="other-groups-title" data-testid="other-groups">
              <Text id="other-groups-title" size="xs" fw={700} c="dimmed" px="sm" py={4}>
                {t('messages.otherGroups')}
              </Text>
              {otherGroups.map(row)}
            </Stack>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
}

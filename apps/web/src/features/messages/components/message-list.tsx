import { Button, Center, Divider, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Message } from '@vazife/contract';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { dayKey, dayLabel } from './chat-time';
import { MessageBubble, type MessageAction } from './message-bubble';

interface MessageListProps {
  messages: Message[];
  myId: string;
  inGroup: boolean;
  loading: boolean;
  error: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onAction: (action: MessageAction, message: Message) => void;
  /** The caller may write here: an empty chat invites them to write first, a closed one does not. */
  canWrite: boolean;
}

/** The chat's bubbles, oldest at the top, with a heading per day; follows new messages at the bottom. */
export function MessageList({
  messages,
  myId,
  inGroup,
  loading,
  error,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onAction,
  canWrite,
}: MessageListProps) {
  const { t } = useTranslation();
  const canHover = useMediaQuery('(hover: hover) and (pointer: fine)') ?? false;
  const viewport = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const newest = messages.at(-1);

  // A new newest message (or the first load) scrolls to the bottom when the reader was there or wrote it.
  const newestId = newest?.id;
  const newestMine = newest?.sender_id === myId;
  // Keyed on the newest id only: a refetch (every 3 s while polling) must not pull a reader who
  // scrolled up back to the bottom.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || !newestId) return;
    if (nearBottom.current || newestMine) element.scrollTop = element.scrollHeight;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new newest message scrolls
  }, [newestId]);

  const onScroll = () => {
    const element = viewport.current;
    if (element) nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
  };

  return (
    <ScrollArea
      viewportRef={viewport}
      onScrollPositionChange={onScroll}
      style={{ flex: 1, minHeight: 0 }}
      type="auto"
      data-testid="message-list"
    >
      {/* A log: screen readers announce what arrives at the end without moving the reader. */}
      <Stack gap={6} p="sm" role="log" aria-live="polite" aria-relevant="additions">
        {hasOlder && (
          <Center>
            <Button variant="subtle" size="xs" onClick={onLoadOlder} loading={loadingOlder} data-testid="load-older">
              {t('messages.olderMessages')}
            </Button>
          </Center>
        )}
        {error && <ErrorAlert message={error} testId="messages-error" />}
        {loading && (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        )}
        {!loading && !error && messages.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" py="xl" data-testid="messages-empty">
            {canWrite ? t('messages.noMessages') : t('messages.noMessagesClosed')}
          </Text>
        )}
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = !previous || dayKey(previous.created_at) !== dayKey(message.created_at);
          return (
            <Fragment key={message.id}>
              {newDay && <Divider label={dayLabel(message.created_at)} labelPosition="center" my={4} />}
              <MessageBubble
                message={message}
                own={message.sender_id === myId}
                inGroup={inGroup}
                onAction={onAction}
                canHover={canHover}
              />
            </Fragment>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}

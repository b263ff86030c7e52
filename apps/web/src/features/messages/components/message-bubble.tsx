import { ActionIcon, Box, Group, Menu, Stack, Text } from '@mantine/core';
import type { Message } from '@vazife/contract';
import { IconDotsVertical, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteBlockText } from '../../../components/write-area';
import { useWriteBlock } from '../../../lib/write-access';
import { bubbleTime, fullTime } from './chat-time';
import { MessageAttachment } from './message-attachment';
import { MessageTicks } from './message-ticks';

export type MessageAction = 'edit' | 'delete' | 'readStatus';

interface MessageBubbleProps {
  message: Message;
  own: boolean;
  inGroup: boolean;
  onAction: (action: MessageAction, message: Message) => void;
  /** A mouse is there: the actions button shows on hover or focus only, so the chat stays calm. */
  canHover?: boolean;
}

/**
 * What the sender may do with a message: edit and delete it, which an ended subscription turns off
 * (with its reason above them), and see who read it, which it does not. Drawn while the menu is open.
 */
function OwnMessageActions({ message, onAction }: Pick<MessageBubbleProps, 'message' | 'onAction'>) {
  const { t } = useTranslation();
  const blocked = useWriteBlockText(useWriteBlock('PUT /api/messages/{id}'));
  return (
    <>
      {blocked && <Menu.Label data-testid="write-block-reason">{blocked}</Menu.Label>}
      <Menu.Item
        leftSection={<IconPencil size={16} />}
        onClick={() => onAction('edit', message)}
        disabled={Boolean(blocked)}
        data-testid="message-edit"
      >
        {t('messages.edit')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconEye size={16} />}
        onClick={() => onAction('readStatus', message)}
        data-testid="message-read-status"
      >
        {t('messages.readStatus')}
      </Menu.Item>
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => onAction('delete', message)}
        disabled={Boolean(blocked)}
        data-testid="message-delete"
      >
        {t('messages.delete')}
      </Menu.Item>
    </>
  );
}

/** One message: mine on the right in the brand colour, others' on the left with the sender's name in groups. */
export function MessageBubble({ message, own, inGroup, onAction, canHover = false }: MessageBubbleProps) {
  const { t } = useTranslation();
  // Plain events, not @mantine/hooks' useHover: that package sits in the sign-in page's framework chunk.
  const [hovered, setHovered] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const showActions = !canHover || hovered || menuOpen || focused;
  const text = message.content.trim();
  return (
    <Group
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      justify={own ? 'flex-end' : 'flex-start'}
      wrap="nowrap"
      gap={4}
      align="flex-start"
      data-testid="message"
      data-own={own}
      data-id={message.id}
    >
      {own && (
        <Menu position="bottom-end" withinPortal opened={menuOpen} onChange={setMenuOpen}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              mt={4}
              aria-label={t('messages.actions')}
              data-testid="message-menu"
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              style={{ opacity: showActions ? 1 : 0, transition: 'opacity 120ms' }}
            >
              <IconDotsVertical size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <OwnMessageActions message={message} onAction={onAction} />
          </Menu.Dropdown>
        </Menu>
      )}
      <Box
        px="sm"
        py={6}
        maw="min(78%, 520px)"
        style={{
          borderRadius: own ? '16px 16px 4px 16px' : '16px 16px 16px 4px',
          background: own ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default)',
          color: own ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
          border: own ? undefined : '1px solid var(--mantine-color-default-border)',
          minWidth: 0,
        }}
      >
        <Stack gap={4}>
          {inGroup && !own && (
            <Text size="xs" fw={700} c="var(--mantine-color-anchor)" truncate>
              {message.sender_name}
            </Text>
          )}
          <MessageAttachment message={message} />
          {text && (
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              c="inherit"
              data-testid="message-text"
            >
              {message.content}
            </Text>
          )}
          <Group gap={6} justify="flex-end" wrap="nowrap">
            {message.is_edited && (
              <Text size="xs" fs="italic" c="inherit" data-testid="message-edited">
                {t('messages.edited')}
              </Text>
            )}
            <Text size="xs" c="inherit" title={fullTime(message.created_at)}>
              {bubbleTime(message.created_at)}
            </Text>
            {own && <MessageTicks message={message} inGroup={inGroup} />}
          </Group>
        </Stack>
      </Box>
    </Group>
  );
}

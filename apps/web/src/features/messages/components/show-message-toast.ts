import '../../../i18n/messages';
import { notifications } from '@mantine/notifications';
import { messagingLimits, type Message } from '@vazife/contract';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { conversationsQuery } from '../api/conversations';
import { groupsQuery } from '../api/groups';
import type { ChatTarget } from '../api/keys';
import { shorten } from './chat-items';

interface ToastRequest {
  queryClient: QueryClient;
  messageId: string;
  target: ChatTarget;
  /** Asked again once the message is loaded: the chat may have been opened meanwhile. */
  isOpen: () => boolean;
  onOpen: () => void;
}

/**
 * Loads the list holding the new message (which the chat screen reads anyway) and shows its
 * sender and first 100 characters for 5 seconds; a click opens the chat.
 */
export async function showMessageToast({ queryClient, messageId, target, isOpen, onOpen }: ToastRequest) {
  let message: Message | null | undefined;
  let title: string;
  if (target.kind === 'group') {
    const group = (await queryClient.fetchQuery({ ...groupsQuery(), staleTime: 0 })).find((g) => g.id === target.id);
    message = group?.last_message;
    title = group && message ? i18n.t('messages.toastGroup', { name: message.sender_name, group: group.name }) : '';
  } else {
    const list = await queryClient.fetchQuery({ ...conversationsQuery(), staleTime: 0 });
    message = list.find((c) => c.user.id === target.id)?.last_message;
    title = message?.sender_name ?? '';
  }
  if (!message || message.id !== messageId || isOpen()) return;
  const kind = message.message_type === 'text' ? 'file' : message.message_type;
  const text = message.content.trim() || message.file_name || i18n.t(`messages.preview.${kind}`);
  const id = `message-${message.id}`;
  notifications.show({
    id,
    title,
    message: shorten(text, messagingLimits.toastChars),
    autoClose: messagingLimits.toastMs,
    withBorder: true,
    style: { cursor: 'pointer' },
    onClick: () => {
      notifications.hide(id);
      onOpen();
    },
  });
}

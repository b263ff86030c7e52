import '../../../i18n/messages';
import { notifications } from '@mantine/notifications';
import { messagingLimits, type Message } from '@vazife/contract';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { groupsQuery } from '../api/groups';
import type { ChatTarget } from '../api/keys';
import { fetchMessageItem } from '../api/message-item';
import { shorten } from './chat-items';

interface ToastRequest {
  queryClient: QueryClient;
  messageId: string;
  /** The message as its live event carried it; loaded from its list when the event could not. */
  message?: Message | null;
  target: ChatTarget;
  /** Asked again once the message is loaded: the chat may have been opened meanwhile. */
  isOpen: () => boolean;
  onOpen: () => void;
}

/**
 * Shows the new message's sender and first 100 characters for 5 seconds; a click opens the chat.
 * The message comes with its event; only when the event could not carry it is it loaded: a
 * group's from the groups list (which the chat screen reads anyway), a direct one by itself.
 */
export async function showMessageToast({
  queryClient,
  messageId,
  message: carried,
  target,
  isOpen,
  onOpen,
}: ToastRequest) {
  let message: Message | null | undefined = carried;
  let title: string;
  if (target.kind === 'group') {
    const cachedGroups = carried ? queryClient.getQueryData(groupsQuery().queryKey) : undefined;
    const groups =
      cachedGroups ?? (await queryClient.fetchQuery({ ...groupsQuery(), staleTime: carried ? Infinity : 0 }));
    const group = groups.find((g) => g.id === target.id);
    message = carried ?? group?.last_message;
    title = group && message ? i18n.t('messages.toastGroup', { name: message.sender_name, group: group.name }) : '';
  } else {
    if (!message) message = await fetchMessageItem(messageId).catch(() => undefined);
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

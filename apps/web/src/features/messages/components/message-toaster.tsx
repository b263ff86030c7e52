import '../i18n';
import { notifications } from '@mantine/notifications';
import { messagingLimits, type LiveEvent, type Message } from '@vazife/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLiveEvent } from '../../../lib/live-events';
import { conversationsQuery } from '../api/conversations';
import { groupsQuery } from '../api/groups';
import type { ChatTarget } from '../api/keys';
import { shorten } from './chat-items';
import { paramsFor, targetFromParams } from './chat-target';

type Created = Extract<LiveEvent, { type: 'message.created' }>;

/**
 * A toast for a message that arrives while its chat is not open, anywhere in the dashboard. It
 * loads nothing until an event comes: then the list holding the message (which the chat screen
 * would read anyway) names its sender and text.
 */
export function MessageToaster({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const isOpen = (target: ChatTarget) => {
    // Read when the event comes (not at render): the browser's address is the router's.
    const { pathname, search } = window.location;
    if (!pathname.startsWith('/dashboard/messages')) return false;
    const open = targetFromParams(new URLSearchParams(search));
    return open?.kind === target.kind && open.id === target.id;
  };

  const show = async (event: Created, target: ChatTarget) => {
    let message: Message | null | undefined;
    let title: string;
    if (target.kind === 'group') {
      const group = (await queryClient.fetchQuery({ ...groupsQuery(), staleTime: 0 })).find((g) => g.id === target.id);
      message = group?.last_message;
      title = group && message ? t('messages.toastGroup', { name: message.sender_name, group: group.name }) : '';
    } else {
      const list = await queryClient.fetchQuery({ ...conversationsQuery(), staleTime: 0 });
      message = list.find((c) => c.user.id === target.id)?.last_message;
      title = message?.sender_name ?? '';
    }
    if (!message || message.id !== event.message_id || isOpen(target)) return;
    const text =
      message.content.trim() ||
      message.file_name ||
      t(`messages.preview.${message.message_type === 'text' ? 'file' : message.message_type}`);
    notifications.show({
      id: `message-${message.id}`,
      title,
      message: shorten(text, messagingLimits.toastChars),
      autoClose: messagingLimits.toastMs,
      withBorder: true,
      style: { cursor: 'pointer' },
      onClick: () => {
        notifications.hide(`message-${event.message_id}`);
        void navigate({
          pathname: '/dashboard/messages',
          search: `?${new URLSearchParams(paramsFor(target)).toString()}`,
        });
      },
      'data-testid': 'message-toast',
    } as Parameters<typeof notifications.show>[0]);
  };

  useLiveEvent(['message.created'], (event) => {
    if (event.type !== 'message.created' || event.sender_id === userId) return;
    const target: ChatTarget = event.group_id
      ? { kind: 'group', id: event.group_id }
      : { kind: 'user', id: event.sender_id };
    if (isOpen(target)) return;
    void show(event, target).catch(() => undefined);
  });
  return null;
}

import type { LiveEvent } from '@vazife/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLiveEvent } from '../../../lib/live-events';
import type { ChatTarget } from '../api/keys';

type Created = Extract<LiveEvent, { type: 'message.created' }>;

/** Is this chat the one open now? Read when the event comes: the browser's address is the router's. */
function isOpenNow(target: ChatTarget): boolean {
  const { pathname, search } = window.location;
  if (!pathname.startsWith('/dashboard/messages')) return false;
  return new URLSearchParams(search).get(target.kind) === target.id;
}

/**
 * A toast for a message that arrives while its chat is not open, anywhere in the dashboard. Only
 * this listener loads with the shell; the code that shows the message comes with the first event.
 */
export function MessageToaster({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const onCreated = async (event: Created) => {
    const target: ChatTarget = event.group_id
      ? { kind: 'group', id: event.group_id }
      : { kind: 'user', id: event.sender_id };
    if (isOpenNow(target)) return;
    const { showMessageToast } = await import('./show-message-toast');
    await showMessageToast({
      queryClient,
      messageId: event.message_id,
      message: event.message,
      target,
      isOpen: () => isOpenNow(target),
      onOpen: () => void navigate(`/dashboard/messages?${target.kind}=${encodeURIComponent(target.id)}`),
    });
  };

  useLiveEvent(['message.created'], (event) => {
    if (event.type === 'message.created' && event.sender_id !== userId) void onCreated(event).catch(() => undefined);
  });
  return null;
}

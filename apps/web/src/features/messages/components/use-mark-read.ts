import type { Message } from '@vazife/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatTarget } from '../api/keys';
import { useMarkRead } from '../api/mark-read';

function subscribeVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
const isVisible = () => document.visibilityState !== 'hidden';

/** Whether the page is on screen (not a background tab or a locked phone). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, isVisible, () => true);
}

/**
 * While a chat is open and on screen, what arrives in it is read: marks it once per newest
 * message from the others, and only while the list counts some unread. A refetch or a list that
 * catches up later never marks the same message again.
 */
export function useMarkChatRead(target: ChatTarget, messages: readonly Message[], myId: string, unread: number) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const visible = usePageVisible();
  const done = useRef<string | null>(null);
  const newestOther = messages.findLast((message) => message.sender_id !== myId);
  const key = `${target.kind}:${target.id}:${newestOther?.id ?? ''}`;
  const hasUnread = unread > 0;
  useEffect(() => {
    if (!visible || !newestOther || !hasUnread) return;
    if (done.current === key) return;
    done.current = key;
    mutate(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the target and its newest message
  }, [key, visible, hasUnread]);
}

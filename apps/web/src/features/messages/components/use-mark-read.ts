import type { Message } from '@vazife/contract';
import { useEffect, useRef } from 'react';
import type { ChatTarget } from '../api/keys';
import { useMarkRead } from '../api/mark-read';

/**
 * While a chat is open, what arrives in it is read: marks it once per newest message from the
 * others (and again while the list still counts unread ones), never in a loop.
 */
export function useMarkChatRead(target: ChatTarget, messages: readonly Message[], myId: string, unread: number) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const done = useRef<string | null>(null);
  const newestOther = messages.findLast((message) => message.sender_id !== myId);
  const key = `${target.kind}:${target.id}:${newestOther?.id ?? ''}:${unread > 0 ? 'u' : ''}`;
  useEffect(() => {
    if (!newestOther && unread === 0) return;
    if (done.current === key) return;
    done.current = key;
    mutate(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names the target and what is unread
  }, [key]);
}

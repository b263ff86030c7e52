import type { QueryClient } from '@tanstack/react-query';
import { messageKeys, type ChatTarget } from './keys';

/**
 * After a change to a chat: its messages and the lists (previews, unread badges, order). Not
 * awaited, so that a caller's callbacks (clear the composer, close a dialog) run at once.
 */
export function refreshChat(queryClient: QueryClient, target?: ChatTarget): void {
  // A refetch already running is left to finish rather than cancelled and started again.
  const keep = { cancelRefetch: false };
  void queryClient.invalidateQueries({ queryKey: target ? messageKeys.thread(target) : messageKeys.threads() }, keep);
  void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }, keep);
  void queryClient.invalidateQueries({ queryKey: messageKeys.groups() }, keep);
}

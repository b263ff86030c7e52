import type { AvailableUser, Message } from '@vazife/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys, type ChatTarget } from './keys';
import {
  chatOfEvent,
  patchConversations,
  patchGroupDetail,
  patchGroups,
  patchThread,
  patchUnreadTotal,
  type MessagingEvent,
} from './live-patch';

/**
 * One message as the lists show it: what an event left out (a file's link, a long text). Not
 * checked against the schema here: this module comes with the dashboard shell, which loads no zod.
 */
export function fetchMessageItem(id: string): Promise<Message> {
  return apiRequest<Message>(`/api/messages/${encodeURIComponent(id)}/item`);
}

/**
 * Sets what `patch` makes of a cached value; when it cannot say (`undefined`), that one query is
 * fetched again. A fetch already running is left to finish: cancelling it would waste the
 * server's work, and it answers with what the event said anyway.
 */
function patchQuery<T>(queryClient: QueryClient, key: QueryKey, patch: (old: T) => T | undefined): void {
  const old = queryClient.getQueryData<T>(key);
  if (old === undefined) return;
  const next = patch(old);
  if (next === undefined) void queryClient.invalidateQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
  else if (next !== old) queryClient.setQueryData<T>(key, next);
}

/**
 * Applies a messaging event to every cache that shows what it changed. `seesAllGroups`: the
 * reader is the employer, whose groups list also holds the groups she is not in.
 */
export function applyMessagingEvent(
  queryClient: QueryClient,
  event: MessagingEvent,
  myId: string,
  seesAllGroups = false,
): void {
  // A first message with someone I found among those I may write to: their row comes from there.
  const personOf = (id: string) =>
    queryClient.getQueryData<AvailableUser[]>(messageKeys.availableUsers())?.find((person) => person.id === id);
  patchQuery(queryClient, messageKeys.conversations(), (pages) =>
    patchConversations(pages as never, event, myId, personOf),
  );
  patchQuery(queryClient, messageKeys.groups(), (list) => patchGroups(list as never, event, myId, seesAllGroups));
  patchQuery(queryClient, messageKeys.unreadCount(), (total) => patchUnreadTotal(total as number, event, myId));
  if (event.type === 'group.updated') {
    patchQuery(queryClient, messageKeys.group(event.group_id), (group) =>
      patchGroupDetail(group as never, event, myId),
    );
    return;
  }
  if (event.type === 'group.deleted') {
    // Nothing of it is left to show: its settings and its chat go (an open chat shows it is gone).
    queryClient.removeQueries({ queryKey: messageKeys.group(event.group_id), exact: true });
    queryClient.removeQueries({ queryKey: messageKeys.thread({ kind: 'group', id: event.group_id }), exact: true });
    return;
  }
  const target: ChatTarget = chatOfEvent(event, myId);
  const threadKey = messageKeys.thread(target);
  patchQuery(queryClient, threadKey, (data) => patchThread(data as never, event, myId));
  // What the event could not carry is fetched, that message alone, for a chat that is loaded.
  if ((event.type === 'message.created' || event.type === 'message.updated') && event.refetch) {
    if (queryClient.getQueryData(threadKey) === undefined) return;
    fetchMessageItem(event.message_id).then(
      (fetched) => patchQuery(queryClient, threadKey, (data) => patchThread(data as never, event, myId, fetched)),
      () => undefined,
    );
  }
}

/** My own message just sent or edited, as the server answered it: shown at once, before its event. */
export function applyOwnMessage(
  queryClient: QueryClient,
  sent: Message,
  myId: string,
  type: 'message.created' | 'message.updated' = 'message.created',
): void {
  applyMessagingEvent(
    queryClient,
    {
      type,
      message_id: sent.id,
      sender_id: sent.sender_id,
      receiver_id: sent.receiver_id,
      group_id: sent.group_id,
      message: sent,
      refetch: false,
    },
    myId,
  );
}

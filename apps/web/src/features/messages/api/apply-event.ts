import type { AvailableUser, GroupListItem, Message } from '@vazife/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ConversationPages } from './cached-pages';
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

/*
 * What the web does to its query caches with a messaging event, its own sent message and its own
 * mark-read. Given the query client and, for a message an event left out, the function that
 * fetches it, it imports no browser code: the busy-hour benchmark's client model
 * (bench/lib/busy/clients/patching.ts) runs these very functions.
 */

/** One message as the lists show it, alone: what an event left out (a file's link, a long text). */
export function messageItemPath(id: string): string {
  return `/api/messages/${encodeURIComponent(id)}/item`;
}

/** Fetches one message by its id (`messageItemPath`). */
export type FetchMessageItem = (id: string) => Promise<Message>;

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

/** Patches every cache that shows what the event changed; the key of the event's chat, if it has one. */
function patchCaches(
  queryClient: QueryClient,
  event: MessagingEvent,
  myId: string,
  seesAllGroups: boolean,
): QueryKey | undefined {
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
    return undefined;
  }
  if (event.type === 'group.deleted') {
    // Nothing of it is left to show: its settings and its chat go (an open chat shows it is gone).
    queryClient.removeQueries({ queryKey: messageKeys.group(event.group_id), exact: true });
    queryClient.removeQueries({ queryKey: messageKeys.thread({ kind: 'group', id: event.group_id }), exact: true });
    return undefined;
  }
  const target: ChatTarget = chatOfEvent(event, myId);
  const threadKey = messageKeys.thread(target);
  patchQuery(queryClient, threadKey, (data) => patchThread(data as never, event, myId));
  return threadKey;
}

/**
 * Applies a messaging event to every cache that shows what it changed. `seesAllGroups`: the
 * reader is the employer, whose groups list also holds the groups she is not in.
 */
export function applyMessagingEvent(
  queryClient: QueryClient,
  event: MessagingEvent,
  myId: string,
  seesAllGroups: boolean,
  fetchItem: FetchMessageItem,
): void {
  const threadKey = patchCaches(queryClient, event, myId, seesAllGroups);
  // What the event could not carry is fetched, that message alone, for a chat that is loaded.
  if (!threadKey || !(event.type === 'message.created' || event.type === 'message.updated') || !event.refetch) return;
  if (queryClient.getQueryData(threadKey) === undefined) return;
  fetchItem(event.message_id).then(
    (fetched) => patchQuery(queryClient, threadKey, (data) => patchThread(data as never, event, myId, fetched)),
    () => undefined,
  );
}

/** My own message just sent or edited, as the server answered it: shown at once, before its event. */
export function applyOwnMessage(
  queryClient: QueryClient,
  sent: Message,
  myId: string,
  type: 'message.created' | 'message.updated' = 'message.created',
): void {
  patchCaches(
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
    false,
  );
}

/**
 * Everything in the open chat is read: its row's badge drops at once. The Mesajlar total drops
 * with the live receipt, which every device of mine gets (this one too).
 */
export function applyMarkedRead(queryClient: QueryClient, target: ChatTarget): void {
  if (target.kind === 'group')
    queryClient.setQueryData<GroupListItem[]>(messageKeys.groups(), (list) =>
      list?.map((g) => (g.id === target.id && g.unread_count > 0 ? { ...g, unread_count: 0 } : g)),
    );
  else
    queryClient.setQueryData<ConversationPages>(messageKeys.conversations(), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              conversations: page.conversations.map((c) =>
                c.user.id === target.id && c.unread_count > 0 ? { ...c, unread_count: 0 } : c,
              ),
            })),
          }
        : data,
    );
}

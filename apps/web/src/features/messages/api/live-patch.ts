import type { Conversation, Group, GroupListItem, LiveEvent, LiveEventOf, Message } from '@vazife/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatTarget } from './keys';
import type { MessagePage } from './thread-messages';

/**
 * How the messaging caches follow the live events (contract `events.ts`): each function takes what
 * a cache holds and an event, and gives the new value, the same value when nothing changes, or
 * `undefined` when the event cannot say (the caller then fetches that one thing). Pure, so that
 * each rule is tested without a screen.
 */
export type MessagingEvent = LiveEventOf<
  'message.created' | 'message.updated' | 'message.deleted' | 'message.read' | 'group.updated'
>;
type MessageEvent = LiveEventOf<'message.created' | 'message.updated' | 'message.deleted'>;
type ReadEvent = LiveEventOf<'message.read'>;

export const messagingEventTypes = [
  'message.created',
  'message.updated',
  'message.deleted',
  'message.read',
  'group.updated',
] as const satisfies readonly LiveEvent['type'][];

/** The chat an event is about, as `myId` sees it (a direct chat is named by the other person). */
export function chatOfEvent(event: MessagingEvent, myId: string): ChatTarget {
  if (event.group_id) return { kind: 'group', id: event.group_id };
  if (event.type === 'message.read')
    return { kind: 'user', id: event.reader_id === myId ? event.sender_id! : event.reader_id };
  if (event.type === 'group.updated') return { kind: 'group', id: event.group_id };
  return { kind: 'user', id: event.sender_id === myId ? event.receiver_id! : event.sender_id };
}

const byTime = (a: Message, b: Message) =>
  a.created_at === b.created_at ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.created_at < b.created_at ? -1 : 1;

/** A message of mine that `reader` has now read: its ticks. */
function readBy(message: Message, event: ReadEvent, myId: string): Message {
  if (message.sender_id !== myId || event.reader_id === myId) return message;
  if (message.created_at > event.read_up_to || message.read_by.includes(event.reader_id)) return message;
  return { ...message, is_read: true, read_by: [...message.read_by, event.reader_id] };
}

/** An open chat's loaded pages (newest page first, each oldest to newest) after an event. */
export function patchThread(
  data: InfiniteData<MessagePage> | undefined,
  event: MessagingEvent,
  myId: string,
  fetched?: Message,
): InfiniteData<MessagePage> | undefined {
  if (!data) return data;
  const mapPages = (change: (messages: Message[]) => Message[]) => {
    let changed = false;
    const pages = data.pages.map((page) => {
      const messages = change(page.messages);
      if (messages === page.messages) return page;
      changed = true;
      return { ...page, messages };
    });
    return changed ? { ...data, pages } : data;
  };
  if (event.type === 'group.updated') return data;
  if (event.type === 'message.read') {
    if (event.reader_id === myId) return data;
    return mapPages((messages) => {
      const next = messages.map((m) => readBy(m, event, myId));
      return next.some((m, i) => m !== messages[i]) ? next : messages;
    });
  }
  if (event.type === 'message.deleted')
    return mapPages((messages) =>
      messages.some((m) => m.id === event.message_id) ? messages.filter((m) => m.id !== event.message_id) : messages,
    );
  const message = fetched ?? event.message;
  if (!message) return data;
  const holder = data.pages.findIndex((page) => page.messages.some((m) => m.id === message.id));
  if (holder >= 0)
    return mapPages((messages) =>
      messages.some((m) => m.id === message.id) ? replaceKeepingLink(messages, message) : messages,
    );
  if (event.type === 'message.updated') return data;
  // A new message goes to the newest page, in time order.
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message].sort(byTime) }, ...older] };
}

/** Replaces a message, keeping the file links already shown when the new copy has none. */
function replaceKeepingLink(messages: Message[], message: Message): Message[] {
  return messages.map((m) => {
    if (m.id !== message.id) return m;
    if (message.file_url === null && m.file_url !== null)
      return { ...message, file_url: m.file_url, thumbnail_url: m.thumbnail_url };
    return message;
  });
}

/** A list row's last message and unread count after a message event; `undefined`: not known. */
function patchRow<R extends { last_message: Message | null; unread_count: number }>(
  row: R,
  event: MessageEvent | ReadEvent,
  myId: string,
): R {
  switch (event.type) {
    case 'message.created': {
      const message = event.message;
      if (row.last_message?.id === event.message_id) return row;
      const incoming = event.sender_id !== myId ? 1 : 0;
      const last = message && (!row.last_message || byTime(row.last_message, message) < 0) ? message : row.last_message;
      return { ...row, last_message: last, unread_count: row.unread_count + incoming };
    }
    case 'message.updated':
      if (!event.message || row.last_message?.id !== event.message_id) return row;
      return { ...row, last_message: event.message };
    case 'message.deleted':
      return { ...row, last_message: event.last_message, unread_count: event.unread_count };
    case 'message.read': {
      if (event.reader_id === myId) {
        if (row.unread_count === event.unread_count) return row;
        return { ...row, unread_count: event.unread_count };
      }
      if (!row.last_message) return row;
      const last = readBy(row.last_message, event, myId);
      return last === row.last_message ? row : { ...row, last_message: last };
    }
  }
}

/**
 * The direct conversation list after an event; `undefined` when a row must come from the server
 * (a first message from someone not yet listed, or a delete whose new last message was too large).
 */
export function patchConversations(
  list: Conversation[] | undefined,
  event: MessagingEvent,
  myId: string,
): Conversation[] | undefined {
  if (!list || event.type === 'group.updated' || event.group_id) return list;
  const peer = chatOfEvent(event, myId).id;
  const index = list.findIndex((c) => c.user.id === peer);
  if (index < 0) return event.type === 'message.created' ? undefined : list;
  if (event.type === 'message.deleted' && event.last_message === null && event.refetch) return undefined;
  const row = patchRow(list[index]!, event, myId);
  if (row === list[index]) return list;
  return list.map((c, i) => (i === index ? row : c));
}

/** The groups list after an event; `undefined` when a group I was just added to must be fetched. */
export function patchGroups(
  list: GroupListItem[] | undefined,
  event: MessagingEvent,
  myId: string,
): GroupListItem[] | undefined {
  if (!list || !event.group_id) return list;
  const index = list.findIndex((g) => g.id === event.group_id);
  if (event.type === 'group.updated') {
    if (event.removed.includes(myId)) return index < 0 ? list : list.filter((g) => g.id !== event.group_id);
    if (index < 0) return event.refetch || event.added.some((m) => m.id === myId) ? undefined : list;
    return list.map((g, i) => (i === index ? { ...g, ...event.group } : g));
  }
  if (index < 0) return event.type === 'message.created' ? undefined : list;
  if (event.type === 'message.deleted' && event.last_message === null && event.refetch) return undefined;
  const row = patchRow(list[index]!, event, myId);
  if (row === list[index]) return list;
  return list.map((g, i) => (i === index ? row : g));
}

/** One group with its members (the settings dialog) after `group.updated`. */
export function patchGroupDetail(group: Group | undefined, event: MessagingEvent): Group | undefined {
  if (!group || event.type !== 'group.updated' || event.group_id !== group.id) return group;
  if (event.refetch) return undefined;
  const removed = new Set(event.removed);
  const kept = group.member_details.filter((m) => !removed.has(m.id));
  const added = event.added.filter((m) => !kept.some((k) => k.id === m.id));
  const members = [...kept, ...added].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  return { ...group, ...event.group, member_details: members };
}

/** The total on the Mesajlar badge after an event; `undefined` when only the server can say. */
export function patchUnreadTotal(total: number | undefined, event: MessagingEvent, myId: string): number | undefined {
  if (total === undefined) return total;
  switch (event.type) {
    case 'message.created':
      return event.sender_id === myId ? total : total + 1;
    case 'message.read':
      return event.reader_id === myId ? Math.max(0, total - event.marked) : total;
    case 'message.deleted':
      return event.sender_id === myId ? total : undefined;
    case 'group.updated':
      return event.removed.includes(myId) ? undefined : total;
    default:
      return total;
  }
}

import type {
  Conversation,
  ConversationUser,
  Group,
  GroupListItem,
  LiveEvent,
  LiveEventOf,
  Message,
} from '@vazife/contract';
import type { InfiniteData } from '@tanstack/react-query';
import type { ConversationPages, MessagePage } from './cached-pages';
import type { ChatTarget } from './keys';

/**
 * How the messaging caches follow the live events (contract `events.ts`): each function takes what
 * a cache holds and an event, and gives the new value, the same value when nothing changes, or
 * `undefined` when the event cannot say (the caller then fetches that one thing). Pure, so that
 * each rule is tested without a screen; it imports no browser code, so that the busy-hour
 * benchmark's client model runs these very rules (bench/lib/busy/clients/patching.ts).
 */
export type MessagingEvent = LiveEventOf<
  'message.created' | 'message.updated' | 'message.deleted' | 'message.read' | 'group.updated' | 'group.deleted'
>;
type MessageEvent = LiveEventOf<'message.created' | 'message.updated' | 'message.deleted'>;
type ReadEvent = LiveEventOf<'message.read'>;

export const messagingEventTypes = [
  'message.created',
  'message.updated',
  'message.deleted',
  'message.read',
  'group.updated',
  'group.deleted',
] as const satisfies readonly LiveEvent['type'][];

/** The chat an event is about, as `myId` sees it (a direct chat is named by the other person). */
export function chatOfEvent(event: MessagingEvent, myId: string): ChatTarget {
  if (event.type === 'group.updated' || event.type === 'group.deleted') return { kind: 'group', id: event.group_id };
  if (event.group_id) return { kind: 'group', id: event.group_id };
  if (event.type === 'message.read')
    return { kind: 'user', id: event.reader_id === myId ? event.sender_id! : event.reader_id };
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
  if (event.type === 'group.updated' || event.type === 'group.deleted') return data;
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

/** One conversation's place in the loaded pages. */
function findConversation(data: ConversationPages, peerId: string): { page: number; row: number } | undefined {
  for (let page = 0; page < data.pages.length; page++) {
    const row = data.pages[page]!.conversations.findIndex((c) => c.user.id === peerId);
    if (row >= 0) return { page, row };
  }
  return undefined;
}

/** A first message with someone: their row at the top of the first page, below the pinned ones. */
function withNewConversation(data: ConversationPages, row: Conversation): ConversationPages {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const pinned = first.conversations.filter((c) => c.is_pinned);
  const others = first.conversations.filter((c) => !c.is_pinned);
  return { ...data, pages: [{ ...first, conversations: [...pinned, row, ...others] }, ...rest] };
}

/**
 * The direct conversation list's loaded pages after an event; `undefined` when a row must come
 * from the server (a first message from someone `personOf` does not know, or a delete whose new
 * last message was too large). A conversation stays on the page it was loaded on: the list is
 * sorted as it is shown (`sortChatItems`), and the next page's cursor stays where it was.
 */
export function patchConversations(
  data: ConversationPages | undefined,
  event: MessagingEvent,
  myId: string,
  personOf: (id: string) => ConversationUser | undefined = () => undefined,
): ConversationPages | undefined {
  if (!data || event.type === 'group.updated' || event.type === 'group.deleted' || event.group_id) return data;
  const peer = chatOfEvent(event, myId).id;
  const at = findConversation(data, peer);
  if (!at) {
    if (event.type !== 'message.created') return data;
    const user = personOf(peer);
    if (!user || !event.message) return undefined;
    const incoming = event.sender_id !== myId ? 1 : 0;
    return withNewConversation(data, { user, last_message: event.message, unread_count: incoming, is_pinned: false });
  }
  if (event.type === 'message.deleted' && event.last_message === null && event.refetch) return undefined;
  const page = data.pages[at.page]!;
  const old = page.conversations[at.row]!;
  const row = patchRow(old, event, myId);
  if (row === old) return data;
  const conversations = page.conversations.map((c, i) => (i === at.row ? row : c));
  return { ...data, pages: data.pages.map((p, i) => (i === at.page ? { ...page, conversations } : p)) };
}

/**
 * The groups list after an event; `undefined` when it must be fetched: a group I was just added
 * to, or for the employer (`seesAll`, who also lists the groups she is not in) any change of
 * whether she is a member, and a group she does not know yet.
 */
export function patchGroups(
  list: GroupListItem[] | undefined,
  event: MessagingEvent,
  myId: string,
  seesAll = false,
): GroupListItem[] | undefined {
  if (!list || !event.group_id) return list;
  const index = list.findIndex((g) => g.id === event.group_id);
  if (event.type === 'group.deleted') return index < 0 ? list : list.filter((g) => g.id !== event.group_id);
  if (event.type === 'group.updated') {
    const joined = event.added.some((m) => m.id === myId);
    if (event.removed.includes(myId)) {
      if (seesAll) return undefined;
      return index < 0 ? list : list.filter((g) => g.id !== event.group_id);
    }
    if (index < 0) return event.refetch || joined || seesAll ? undefined : list;
    if (joined && !list[index]!.is_member) return undefined;
    return list.map((g, i) => (i === index ? { ...g, ...event.group } : g));
  }
  if (index < 0) return event.type === 'message.created' ? undefined : list;
  if (event.type === 'message.deleted' && event.last_message === null && event.refetch) return undefined;
  const row = patchRow(list[index]!, event, myId);
  if (row === list[index]) return list;
  return list.map((g, i) => (i === index ? row : g));
}

/** One group with its members (the settings dialog) after `group.updated`. */
export function patchGroupDetail(group: Group | undefined, event: MessagingEvent, myId: string): Group | undefined {
  if (!group || event.type !== 'group.updated' || event.group_id !== group.id) return group;
  if (event.refetch) return undefined;
  const removed = new Set(event.removed);
  const kept = group.member_details.filter((m) => !removed.has(m.id));
  const added = event.added.filter((m) => !kept.some((k) => k.id === m.id));
  const members = [...kept, ...added].sort((a, b) => a.name.localeCompare(b.name, 'tr'));
  const isMember = members.some((m) => m.id === myId);
  return { ...group, ...event.group, member_details: members, is_member: isMember };
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
    case 'group.deleted':
      return undefined;
    default:
      return total;
  }
}

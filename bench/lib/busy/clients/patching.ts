/**
 * The web client that patches its TanStack Query caches from the live events instead of
 * refetching, with `@tanstack/query-core` itself as in `today.ts`. It is the web whose messaging
 * events carry the change (the message as its reader sees it, a read receipt's watermark and
 * counts, a group's fields and members), and it needs a server that publishes them: against a
 * server whose events carry only ids, nothing new would show in an open chat.
 *
 * What it does, and where in `apps/web/src` it comes from:
 *
 * - The shell (`app/layouts/dashboard-layout.tsx`) mounts `MessagingLive`
 *   (`messages/components/messaging-live.tsx`) on every screen: each `message.*` and
 *   `group.updated` goes to `applyMessagingEvent` (`messages/api/apply-event.ts`), which patches the
 *   conversation list, the group list, the Mesajlar badge's total and the event's chat, each only
 *   when that query is in the cache, with the pure functions of `messages/api/live-patch.ts`
 *   (ported below). When a patch cannot say (a first message from someone not yet listed, a group I
 *   was just added to, a delete whose new last message did not fit), that one query is invalidated
 *   without cancelling a refetch already under way (`cancelRefetch: false`): the active list is
 *   fetched again, an inactive one is only marked stale. A message the event left out (`refetch`:
 *   a file, or too long to carry) is fetched alone (`GET /api/messages/{id}/item`), only when its
 *   chat is loaded, and patched in.
 * - The toaster (`message-toaster.tsx`, `show-message-toast.ts`): a `message.created` from someone
 *   else whose chat is not open shows the message the event carried. A direct one needs no call; a
 *   group one takes the group's name from the cached group list, loading it once when it is not
 *   cached (`staleTime: Infinity`). When the event carried no message, a group's list is loaded
 *   again (`staleTime: 0`), a direct message alone (`GET /api/messages/{id}/item`).
 * - The conversation list is its first page (`messages/api/conversations.ts`, an infinite query of
 *   `messagingLimits.conversationPageSize`); a screen of the busy hour never scrolls to the next.
 *   A patched row stays on its page; a first message from someone not listed refetches the list
 *   (the web builds the row from those one may write to, which no screen here loads).
 * - The open chat (`use-mark-read.ts`) marks itself read once per newest message from someone
 *   else, only while the list counts it unread and the page is visible (a simulated page always
 *   is); a refetch or a list that catches up later never marks the same message again. The
 *   mark-read's success zeroes its row's count in the cache (`api/mark-read.ts`), no refetch; the
 *   Mesajlar total drops with the `message.read` receipt every device of mine gets.
 * - Sending (`api/send-message.ts`) shows the answer at once as if it were its own event
 *   (`applyOwnMessage`); the live event that follows finds it there and changes nothing.
 * - The task board (`tasks/api/live-updates.ts`, mounted with the board's list) and the stats
 *   cards (`app/dashboard-home-page.tsx`), on the dashboard: `task.changed` carries the task's
 *   counted fields before and after, and the task itself when every reader sees it alike. The tab
 *   counts and the stats move by it, the loaded list takes the task in its place, an open detail
 *   is replaced; none of it is a call. These rules are the web's own, imported from
 *   `apps/web/src/features/tasks/api/task-patch.ts` (a module that imports the contract alone), not
 *   a port; what calls them (`patchQuery`, `once` of `live-updates.ts`) is ported below. A task
 *   the event left out (`refetch`: its files' links are signed per reader, or it is long) is
 *   fetched alone (`GET /api/tasks/{id}`, outside the cache, no signal), once for a burst of its
 *   changes. A patched query whose fetch was under way (it may answer from before the change) is
 *   fetched once more after it, never cancelled. The same change told twice (a person two of the
 *   task's audiences reach) moves the counts once (`createRepeatCheck`).
 * - Creating a task (`tasks/api/refresh.ts`, the dashboard's mutation follower) is that of
 *   `today.ts`; so is the bell for a notification of the reader's (`notification.created`
 *   refetches it). A company-wide `notification.broadcast` (an announcement) adds what the event
 *   says to the bell's count, once per subject, with no call (`notifications/api/unread-count.ts`).
 *
 * - The Mesajlar badge (`messages/components/messages-nav-badge.tsx`), on every screen: its total is
 *   loaded once after the first paint, then follows the events (an incoming message adds one, my
 *   own receipt takes off what it marked); a delete by someone else or my leaving a group is what
 *   only the server can say, and refetches it.
 *
 * No screen of the busy hour opens a group's settings, so the patch of a group's detail finds no
 * cache and does nothing, as in a browser on those screens.
 */
import type { DashboardStats, LiveEvent, Message, GroupMember, Task, TaskCounts } from '@vazife/contract';
import {
  InfiniteQueryObserver,
  QueryObserver,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/query-core';
import {
  createRepeatCheck,
  patchTaskCounts,
  patchTaskList,
  patchTaskStats,
  type TaskChanged,
  type TaskPages,
} from '../../../../apps/web/src/features/tasks/api/task-patch.js';
import { announcementListQuery, onAnnouncementCreated } from './announcements.js';
import type { ChatTarget, ClientEnv, ClientModel, NewTask, SimulatedClient } from '../client-model.js';
import { afterTaskCreated, keys, queries, settled, webQueryClient, type Observer } from './today.js';

/*
 * The messaging events as a server whose events carry the change publishes them. These shapes
 * mirror that server's `packages/contract/src/events.ts` (its `liveEvent` and `LiveEventOf<T>`);
 * once this repository's contract has them, they are the contract's `LiveEventOf<…>` types, and
 * the casts in `onEvent` and the tests go.
 */
interface Where {
  message_id: string;
  sender_id: string;
  receiver_id: string | null;
  group_id: string | null;
}
/** The message as its reader sees it in the lists (file links always null), or null: not carried. */
export interface MessageCreated extends Where {
  type: 'message.created';
  message: Message | null;
  refetch: boolean;
}
export interface MessageUpdated extends Where {
  type: 'message.updated';
  message: Message | null;
  refetch: boolean;
}
export interface MessageDeleted extends Where {
  type: 'message.deleted';
  last_message: Message | null;
  refetch: boolean;
  unread_count: number;
}
/** `reader_id` read everything created up to `read_up_to`; `unread_count` and `marked` are theirs. */
export interface MessageRead {
  type: 'message.read';
  reader_id: string;
  sender_id: string | null;
  group_id: string | null;
  read_up_to: string;
  last_read_message_id: string;
  unread_count: number;
  marked: number;
}
export interface GroupUpdated {
  type: 'group.updated';
  group_id: string;
  group: {
    id: string;
    name: string;
    description: string | null;
    created_by: string;
    creator_name: string;
    created_at: string;
    member_count: number;
  };
  added: GroupMember[];
  removed: string[];
  refetch: boolean;
}
export interface GroupDeleted {
  type: 'group.deleted';
  group_id: string;
}
export type MessagingEvent =
  MessageCreated | MessageUpdated | MessageDeleted | MessageRead | GroupUpdated | GroupDeleted;
type MessageEvent = MessageCreated | MessageUpdated | MessageDeleted;

const messagingEventTypes: ReadonlySet<string> = new Set([
  'message.created',
  'message.updated',
  'message.deleted',
  'message.read',
  'group.updated',
  'group.deleted',
]);

/** What the model reads of a list row (`Conversation`, a row of `GET /api/groups`). */
interface Row {
  last_message: Message | null;
  unread_count: number;
}
export interface ConversationRow extends Row {
  user: { id: string };
}
export interface GroupRow extends Row {
  id: string;
}
/** A page of the conversation list, as `messages/api/conversations.ts` keeps it. */
export interface ConversationPage {
  conversations: ConversationRow[];
  nextCursor: string | null;
}
export type ConversationPages = InfiniteData<ConversationPage>;
export interface MessagePage {
  messages: Message[];
  olderCursor: string | null;
}
type Thread = InfiniteData<MessagePage>;

/** `messageKeys.unreadCount()` (`messages/api/keys.ts`): the Mesajlar badge's total. */
export const unreadTotalKey = ['messages', 'unread-count'] as const;

/**
 * `useUnreadMessages` (`messages/components/messages-nav-badge.tsx`, in the sidebar and the bottom
 * bar of every screen): loaded once the shell has painted, then only patched (`staleTime:
 * Infinity`); its query function takes the signal.
 */
function unreadTotalQuery(api: ClientEnv['api']) {
  return {
    queryKey: unreadTotalKey,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await api<{ unread_count: number }>({ path: '/api/messages/unread-count', signal })).data.unread_count,
    staleTime: Infinity,
  };
}

// ---- `messages/api/live-patch.ts`: what each event makes of a cached value ----------------------

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

/** A message of mine that the reader has now read: its ticks. */
function readBy(message: Message, event: MessageRead, myId: string): Message {
  if (message.sender_id !== myId || event.reader_id === myId) return message;
  if (message.created_at > event.read_up_to || message.read_by.includes(event.reader_id)) return message;
  return { ...message, is_read: true, read_by: [...message.read_by, event.reader_id] };
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

/** An open chat's loaded pages (newest page first, each oldest to newest) after an event. */
export function patchThread(
  data: Thread | undefined,
  event: MessagingEvent,
  myId: string,
  fetched?: Message,
): Thread | undefined {
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

/** A list row's last message and unread count after a message event. */
function patchRow<R extends Row>(row: R, event: MessageEvent | MessageRead, myId: string): R {
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
 * The direct conversation list's loaded pages after an event; `undefined` when a row must come
 * from the server. A row stays on the page it was loaded on.
 */
export function patchConversations(
  data: ConversationPages | undefined,
  event: MessagingEvent,
  myId: string,
): ConversationPages | undefined {
  if (!data || event.type === 'group.updated' || event.type === 'group.deleted' || event.group_id) return data;
  const peer = chatOfEvent(event, myId).id;
  const pageIndex = data.pages.findIndex((page) => page.conversations.some((c) => c.user.id === peer));
  if (pageIndex < 0) return event.type === 'message.created' ? undefined : data;
  if (event.type === 'message.deleted' && event.last_message === null && event.refetch) return undefined;
  const page = data.pages[pageIndex]!;
  const index = page.conversations.findIndex((c) => c.user.id === peer);
  const row = patchRow(page.conversations[index]!, event, myId);
  if (row === page.conversations[index]) return data;
  const conversations = page.conversations.map((c, i) => (i === index ? row : c));
  return { ...data, pages: data.pages.map((p, i) => (i === pageIndex ? { ...page, conversations } : p)) };
}

/** The group list after an event; `undefined` when a group I was just added to must be fetched. */
export function patchGroups(list: GroupRow[] | undefined, event: MessagingEvent, myId: string): GroupRow[] | undefined {
  if (!list || !event.group_id) return list;
  const index = list.findIndex((g) => g.id === event.group_id);
  if (event.type === 'group.deleted') return index < 0 ? list : list.filter((g) => g.id !== event.group_id);
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

/** The Mesajlar badge's total after an event; `undefined` when only the server can say. */
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

// ---- `tasks/api/live-updates.ts`: what calls the task rules --------------------------------------

/** Resolves once no fetch of `queryKey` is under way. */
function fetchEnded(qc: QueryClient, queryKey: QueryKey): Promise<void> {
  const cache = qc.getQueryCache();
  const busy = () => cache.find({ queryKey, exact: true })?.state.fetchStatus === 'fetching';
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = cache.subscribe(() => {
      if (busy()) return;
      stop();
      resolve();
    });
  });
}

/** `once`: one run per key at a time, and one more after it when asked meanwhile. */
function onceRunner() {
  const running = new Set<string>();
  const again = new Set<string>();
  const once = (key: string, run: () => Promise<unknown>): void => {
    if (running.has(key)) return void again.add(key);
    running.add(key);
    void run()
      .catch(() => undefined)
      .finally(() => {
        running.delete(key);
        if (again.delete(key)) once(key, run);
      });
  };
  return once;
}

// ---- the client ---------------------------------------------------------------------------------

export class PatchingClient implements SimulatedClient {
  readonly queryClient = webQueryClient();
  readonly #env: ClientEnv;
  readonly #q: ReturnType<typeof queries>;
  readonly #observers: Observer[] = [];
  readonly #stops: (() => void)[] = [];
  #closed = false;
  readonly #once = onceRunner();
  /** `useTaskLiveUpdates` and `useStatsFollowTasks` each keep one; they see the same events. */
  readonly #isRepeat = createRepeatCheck();
  /** The broadcasts the bell has counted (`countBroadcast`): an event that comes twice counts once. */
  readonly #broadcastsCounted = new Set<string>();
  /** `useMarkChatRead`'s `done` ref: the last key it marked for. */
  #markedKey: string | null = null;
  /** What the open chat shows: its loaded pages and the lists' entries. */
  #shown?: { pages: () => MessagePage[]; conversations: () => ConversationRow[]; groups: () => GroupRow[] };

  constructor(env: ClientEnv) {
    this.#env = env;
    this.#q = queries(env.api);
  }

  async mount(): Promise<void> {
    const { screen } = this.#env;
    const qc = this.queryClient;
    const observe = (observer: Observer) => {
      this.#observers.push(observer);
      this.#stops.push(observer.subscribe(() => this.#rendered()));
    };
    observe(new QueryObserver(qc, this.#q.unreadCount()));
    if (screen.kind === 'dashboard') {
      observe(new InfiniteQueryObserver(qc, this.#q.taskList()));
      observe(new QueryObserver(qc, this.#q.taskCounts()));
      observe(new QueryObserver(qc, this.#q.stats()));
    } else if (screen.kind === 'announcements') {
      observe(new InfiniteQueryObserver(qc, announcementListQuery(this.#env.api)));
    } else {
      const conversations = new InfiniteQueryObserver(qc, this.#q.conversations());
      const groups = new QueryObserver(qc, this.#q.groups());
      const thread = new InfiniteQueryObserver(qc, this.#q.thread(screen.target));
      this.#shown = {
        pages: () => (thread.getCurrentResult().data?.pages ?? []) as unknown as MessagePage[],
        conversations: () =>
          (conversations.getCurrentResult().data?.pages.flatMap((page) => page.conversations) ??
            []) as unknown as ConversationRow[],
        groups: () => (groups.getCurrentResult().data ?? []) as unknown as GroupRow[],
      };
      observe(conversations);
      observe(groups);
      observe(thread);
    }
    // The badge asks once the first screen's calls are on their way (after the first paint).
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!this.#closed) observe(new QueryObserver(qc, unreadTotalQuery(this.#env.api)));
    await Promise.all(this.#observers.map(settled));
  }

  onEvent(event: LiveEvent): void {
    if (this.#closed) return;
    const qc = this.queryClient;
    const { screen, person } = this.#env;
    // The bell: a notification of mine refetches it; a broadcast (many written at once for the
    // company, an announcement) adds to its count with no call (`countBroadcast`).
    if (event.type === 'notification.created') void qc.invalidateQueries({ queryKey: keys.notifications });
    if (event.type === 'notification.broadcast') this.#countBroadcast(event);
    if (screen.kind === 'announcements') onAnnouncementCreated(qc, this.#env.api, person, event);
    if (messagingEventTypes.has(event.type)) {
      const messaging = event as unknown as MessagingEvent;
      // `MessagingLive` and `MessageToaster` both listen in the shell; what the toast reads comes a turn later.
      this.#apply(messaging);
      if (messaging.type === 'message.created' && messaging.sender_id !== person.id) void this.#toast(messaging);
    }
    if (screen.kind === 'dashboard' && event.type === 'task.changed') this.#taskChanged(event);
  }

  /**
   * `countBroadcast` of `notifications/api/unread-count.ts`: once per subject, the bell's count goes
   * up by what the event says each recipient gained; the list is only marked stale (no screen here
   * has it open); a count not known yet, or on its way, is fetched instead.
   */
  #countBroadcast(event: Extract<LiveEvent, { type: 'notification.broadcast' }>): void {
    const qc = this.queryClient;
    const key = `${event.kind}:${event.subject_id}`;
    if (this.#broadcastsCounted.has(key)) return;
    this.#broadcastsCounted.add(key);
    void qc.invalidateQueries({ queryKey: [...keys.notifications, 'list'] });
    const state = qc.getQueryState<{ unread_count: number }>(keys.unreadCount);
    if (!state?.data || state.fetchStatus === 'fetching') {
      void qc.invalidateQueries({ queryKey: keys.unreadCount });
      return;
    }
    qc.setQueryData<{ unread_count: number }>(keys.unreadCount, (count) =>
      count ? { unread_count: count.unread_count + event.unread_added } : count,
    );
  }

  async sendMessage(content: string): Promise<string> {
    const { screen } = this.#env;
    if (screen.kind !== 'chat') throw new Error('sending needs an open chat');
    const { target } = screen;
    const answer = await this.#env.api<Message>(
      target.kind === 'group'
        ? { method: 'POST', path: `/api/groups/${target.id}/messages`, body: { content } }
        : { method: 'POST', path: '/api/messages/send', body: { receiver_id: target.id, content } },
    );
    // `applyOwnMessage`: the answer, applied as its own event would be.
    const sent = answer.data;
    if (!this.#closed)
      this.#apply(
        {
          type: 'message.created',
          message_id: sent.id,
          sender_id: sent.sender_id,
          receiver_id: sent.receiver_id,
          group_id: sent.group_id,
          message: sent,
          refetch: false,
        },
        sent.sender_id,
      );
    return sent.id;
  }

  async createTask(task: NewTask): Promise<void> {
    const answer = await this.#env.api<{ task: { id: string } }>({
      method: 'POST',
      path: '/api/tasks/create',
      body: task,
    });
    if (!this.#closed) afterTaskCreated(this.queryClient, answer.data.task);
  }

  close(): void {
    this.#closed = true;
    this.#stops.forEach((stop) => stop());
    this.queryClient.clear();
  }

  /**
   * `patchQuery`: sets what `patch` makes of a cached value; when it cannot say, that one query is
   * invalidated, leaving a fetch already running to finish.
   */
  #patchQuery<T>(key: QueryKey, patch: (old: T) => T | undefined): void {
    const qc = this.queryClient;
    const old = qc.getQueryData<T>(key);
    if (old === undefined) return;
    const next = patch(old);
    if (next === undefined) void qc.invalidateQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
    else if (next !== old) qc.setQueryData<T>(key, next);
  }

  /**
   * `patchQuery` of `tasks/api/live-updates.ts`: sets what `patch` makes of a cached value; a fetch
   * of it under way is followed by one more (once for a burst), never cancelled.
   */
  #patchTaskQuery<T>(queryKey: QueryKey, patch: (old: T) => T): void {
    const qc = this.queryClient;
    const old = qc.getQueryData<T>(queryKey);
    if (old === undefined) return;
    const next = patch(old);
    if (next !== old) qc.setQueryData<T>(queryKey, next);
    if (qc.getQueryState(queryKey)?.fetchStatus !== 'fetching') return;
    this.#once(JSON.stringify(queryKey), async () => {
      await fetchEnded(qc, queryKey);
      await qc.invalidateQueries({ queryKey, exact: true }, { cancelRefetch: false });
    });
  }

  /** `patchLists`: the task's new version in every board list and, when open, its detail. */
  #patchTaskLists(task: Task): void {
    const qc = this.queryClient;
    const now = new Date();
    for (const query of qc.getQueryCache().findAll({ queryKey: keys.taskLists })) {
      const filter = query.queryKey[2] as Parameters<typeof patchTaskList>[1];
      this.#patchTaskQuery<TaskPages>(query.queryKey, (data) => patchTaskList(data, filter, task, now));
    }
    if (qc.getQueryData(keys.taskDetail(task.id)) !== undefined) qc.setQueryData(keys.taskDetail(task.id), task);
  }

  /** `applyTaskChanged` and the dashboard's stats follower. */
  #taskChanged(event: TaskChanged): void {
    if (!this.#isRepeat(event)) {
      this.#patchTaskQuery<TaskCounts>(keys.taskCounts, (counts) => patchTaskCounts(counts, event, new Date()));
      this.#patchTaskQuery<DashboardStats>(keys.stats, (stats) => patchTaskStats(stats, event, new Date()));
    }
    if (event.task) return this.#patchTaskLists(event.task);
    this.#once(`task:${event.task_id}`, async () => {
      const fetched = await this.#env.api<Task>({ path: `/api/tasks/${encodeURIComponent(event.task_id)}` });
      if (!this.#closed) this.#patchTaskLists(fetched.data);
    });
  }

  /** `applyMessagingEvent`: every cache that shows what the event changed. */
  #apply(event: MessagingEvent, myId = this.#env.person.id): void {
    this.#patchQuery<ConversationPages>(keys.conversations, (data) => patchConversations(data, event, myId));
    this.#patchQuery<GroupRow[]>(keys.groups, (list) => patchGroups(list, event, myId));
    this.#patchQuery<number>(unreadTotalKey, (total) => patchUnreadTotal(total, event, myId));
    // A group's detail (`messageKeys.group`) is the settings dialog's, which no screen here opens.
    if (event.type === 'group.updated') return;
    if (event.type === 'group.deleted') {
      this.queryClient.removeQueries({ queryKey: keys.thread({ kind: 'group', id: event.group_id }), exact: true });
      return;
    }
    const threadKey = keys.thread(chatOfEvent(event, myId));
    this.#patchQuery<Thread>(threadKey, (data) => patchThread(data, event, myId));
    if ((event.type === 'message.created' || event.type === 'message.updated') && event.refetch) {
      if (this.queryClient.getQueryData(threadKey) === undefined) return;
      // `fetchMessageItem`: outside the query cache, no signal.
      this.#env.api<Message>({ path: `/api/messages/${encodeURIComponent(event.message_id)}/item` }).then(
        (fetched) => {
          if (!this.#closed)
            this.#patchQuery<Thread>(threadKey, (data) => patchThread(data, event, myId, fetched.data));
        },
        () => undefined,
      );
    }
  }

  /** `MessageToaster` and `showMessageToast`: what the toast needs that the event did not carry. */
  async #toast(event: MessageCreated): Promise<void> {
    const target: ChatTarget = event.group_id
      ? { kind: 'group', id: event.group_id }
      : { kind: 'user', id: event.sender_id };
    const { screen } = this.#env;
    const isOpen = screen.kind === 'chat' && screen.target.kind === target.kind && screen.target.id === target.id;
    if (isOpen) return;
    // The toast's code is a dynamic import: what it loads starts a turn later.
    await Promise.resolve();
    if (this.#closed) return;
    const qc = this.queryClient;
    const carried = event.message;
    try {
      if (target.kind === 'group') {
        const cached = carried ? qc.getQueryData(keys.groups) : undefined;
        if (cached === undefined)
          await qc.fetchQuery({ ...this.#q.groups(), staleTime: carried ? Infinity : 0 } as never);
      } else if (!carried) {
        // `fetchMessageItem`: the message alone, outside the query cache.
        await this.#env.api<Message>({ path: `/api/messages/${encodeURIComponent(event.message_id)}/item` });
      }
    } catch {
      // no toast
    }
  }

  /** After each change of what the screen shows: the open chat's mark-read effect. */
  #rendered(): void {
    const { screen, person } = this.#env;
    const shown = this.#shown;
    if (this.#closed || screen.kind !== 'chat' || !shown) return;
    const { target } = screen;
    const messages = [...shown.pages()].reverse().flatMap((page) => page.messages);
    const newestOther = messages.findLast((message) => message.sender_id !== person.id);
    const unread =
      target.kind === 'group'
        ? (shown.groups().find((g) => g.id === target.id)?.unread_count ?? 0)
        : (shown.conversations().find((c) => c.user.id === target.id)?.unread_count ?? 0);
    const key = `${target.kind}:${target.id}:${newestOther?.id ?? ''}`;
    // The page is always visible here.
    if (!newestOther || unread === 0) return;
    if (this.#markedKey === key) return;
    this.#markedKey = key;
    void this.#markRead(target);
  }

  /** `useMarkRead`: the call, then its row's count zeroed in the cache. */
  async #markRead(target: ChatTarget): Promise<void> {
    const body =
      target.kind === 'group' ? { group_id: target.id, is_group: true } : { sender_id: target.id, is_group: false };
    try {
      await this.#env.api({ method: 'POST', path: '/api/messages/mark-read', body });
    } catch {
      return;
    }
    if (this.#closed) return;
    const qc = this.queryClient;
    if (target.kind === 'group')
      qc.setQueryData<GroupRow[]>(keys.groups, (list) =>
        list?.map((g) => (g.id === target.id && g.unread_count > 0 ? { ...g, unread_count: 0 } : g)),
      );
    else
      qc.setQueryData<ConversationPages>(keys.conversations, (data) =>
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
}

export const patching: ClientModel = {
  name: 'patching',
  summary:
    'events patch the open chat and the lists; only what an event cannot say is fetched; the open chat marks read once per new message',
  create: (env) => new PatchingClient(env),
};

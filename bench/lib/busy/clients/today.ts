/**
 * The web client as it follows live events today, with TanStack Query's own cache
 * (`@tanstack/query-core`, the version the web runs), so that refetching active queries,
 * cancelling an in-flight refetch (`cancelRefetch`, on by default) and joining a fetch already
 * under way are the library's and not a copy of it. What each screen mounts and does on an event,
 * and where in `apps/web/src` it comes from:
 *
 * - Both screens: the header's bell (`notifications/api/unread-count.ts`: `notification.created`
 *   invalidates `['notifications']`); the toaster (`messages/components/message-toaster.tsx`): a
 *   `message.created` from someone else whose chat is not the one open loads the conversation
 *   list's first page or the group list with `staleTime: 0` (`show-message-toast.ts`) to show the toast.
 * - Dashboard (`app/dashboard-home-page.tsx`): the task board's first page of "all", the tab
 *   counts, the stats cards; `task.changed` invalidates the task lists, the counts, the task's
 *   detail (`tasks/api/live-updates.ts`) and the stats. Creating a task refreshes the lists and
 *   counts (`tasks/api/refresh.ts`) and, as a task mutation, the stats.
 * - Chat open (`messages/pages/messages-page.tsx`): the conversation list's first page (of
 *   `messagingLimits.conversationPageSize`, `messages/api/conversations.ts`), the group list and the
 *   open chat's newest page. Any `message.*` or `group.updated` runs `refreshChat` with no
 *   target: every chat thread, the conversation list and the group list are invalidated. The
 *   open chat marks itself read (`use-mark-read.ts`) whenever the newest message from someone
 *   else changes, or the list's unread count for it turns from zero to not or back; the
 *   mark-read's success invalidates the list it belongs to (`api/mark-read.ts`). Sending refreshes
 *   the chat, the conversation list and the group list (`api/send-message.ts`).
 *
 * Query functions that take TanStack Query's `signal` in the web take it here (the conversation
 * and group lists, a chat's pages, the task pages): cancelling those aborts the call. The counts,
 * the stats and the bell's number do not, so a cancelled one still runs to its end, as in a
 * browser. Retries as the web's query client: none for 4xx, two more for the rest.
 */
import { messagingLimits, limits as taskLimits, type LiveEvent } from '@vazife/contract';
import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { messageKeys } from '../../../../apps/web/src/features/messages/api/keys.js';
import { taskKeys } from '../../../../apps/web/src/features/tasks/api/keys.js';
import { ApiStatusError, type Api } from '../api.js';
import { announcementListQuery, onAnnouncementCreated } from './announcements.js';
import type { ChatTarget, ClientEnv, ClientModel, NewTask, SimulatedClient } from '../client-model.js';

interface Message {
  id: string;
  sender_id: string;
}
interface Conversation {
  user: { id: string };
  unread_count: number;
}
/** A page of the conversation list (`messages/api/conversations.ts`). */
export interface ConversationPage {
  conversations: Conversation[];
  nextCursor: string | null;
}
interface Group {
  id: string;
  unread_count: number;
}
interface MessagePage {
  messages: Message[];
  olderCursor: string | null;
}
interface TaskPage {
  tasks: unknown[];
  nextCursor: string | null;
}

/**
 * The web's query keys: its own `messages/api/keys.ts` and `tasks/api/keys.ts` (modules that import
 * nothing at run time), so that the patching model's queries are where the web's rules look.
 */
export const keys = {
  conversations: messageKeys.conversations(),
  groups: messageKeys.groups(),
  threads: messageKeys.threads(),
  thread: (target: ChatTarget) => messageKeys.thread(target),
  taskLists: taskKeys.lists(),
  taskList: taskKeys.list('all'),
  taskCounts: taskKeys.counts(),
  taskDetail: (id: string) => taskKeys.detail(id),
  stats: ['dashboard', 'stats'],
  notifications: ['notifications'],
  unreadCount: ['notifications', 'unread-count'],
} as const;

/** `lib/query-client.ts`: loader data count as fresh this long. */
const loaderDataFreshMs = 10_000;

/** `lib/query-client.ts`: the web's defaults. */
export function webQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiStatusError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

const threadPath = (target: ChatTarget) =>
  target.kind === 'group' ? `/api/groups/${target.id}/messages` : `/api/messages/${target.id}`;

/** The web's query options, each with the `api` of one person. */
export function queries(api: Api) {
  const get = async <T>(path: string, signal?: AbortSignal) => (await api<T>({ path, signal })).data;
  return {
    // The list's first page; a screen of the busy hour never scrolls to the next.
    conversations: () => ({
      queryKey: keys.conversations,
      queryFn: async ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) => {
        const params = new URLSearchParams({ limit: String(messagingLimits.conversationPageSize) });
        if (pageParam) params.set('cursor', pageParam);
        const answer = await api<Conversation[]>({
          path: `/api/messages/conversations?${params.toString()}`,
          signal,
        });
        const cursor = answer.headers['x-next-cursor'];
        return { conversations: answer.data, nextCursor: typeof cursor === 'string' && cursor ? cursor : null };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: ConversationPage) => last.nextCursor ?? undefined,
    }),
    groups: () => ({
      queryKey: keys.groups,
      queryFn: ({ signal }: { signal: AbortSignal }) => get<Group[]>('/api/groups', signal),
    }),
    thread: (target: ChatTarget) => ({
      queryKey: keys.thread(target),
      queryFn: async ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) => {
        const params = new URLSearchParams({ limit: String(messagingLimits.pageSize) });
        if (pageParam) params.set('cursor', pageParam);
        const answer = await api<Message[]>({ path: `${threadPath(target)}?${params.toString()}`, signal });
        const cursor = answer.headers['x-next-cursor'];
        return { messages: answer.data, olderCursor: typeof cursor === 'string' && cursor ? cursor : null };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: MessagePage) => last.olderCursor ?? undefined,
    }),
    taskList: () => ({
      queryKey: keys.taskList,
      queryFn: async ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) => {
        const params = new URLSearchParams({ limit: String(taskLimits.pageSize) });
        if (pageParam) params.set('cursor', pageParam);
        const answer = await api<unknown[]>({ path: `/api/tasks/my?${params.toString()}`, signal });
        const cursor = answer.headers['x-next-cursor'];
        return { tasks: answer.data, nextCursor: typeof cursor === 'string' && cursor ? cursor : null };
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last: TaskPage) => last.nextCursor ?? undefined,
      staleTime: loaderDataFreshMs,
    }),
    // These three do not take the signal in the web: a cancelled call runs to its end.
    taskCounts: () => ({
      queryKey: keys.taskCounts,
      queryFn: () => get('/api/tasks/counts'),
      staleTime: loaderDataFreshMs,
    }),
    stats: () => ({ queryKey: keys.stats, queryFn: () => get('/api/dashboard/stats'), staleTime: loaderDataFreshMs }),
    unreadCount: () => ({ queryKey: keys.unreadCount, queryFn: () => get('/api/notifications/unread-count') }),
  };
}

/** What the client needs of a QueryObserver or an InfiniteQueryObserver. */
export interface Observer {
  subscribe(listener: () => void): () => void;
  getCurrentResult(): { status: string };
}

/** Resolves once the observer's query has answered (or failed) for the first time. */
export function settled(observer: Observer): Promise<void> {
  return new Promise((resolve) => {
    const done = () => observer.getCurrentResult().status !== 'pending';
    if (done()) return resolve();
    const stop = observer.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/** `task.changed` on the dashboard: the task lists, the counts, the task's detail and the stats. */
export function refreshTasks(qc: QueryClient, taskId: string): void {
  void qc.invalidateQueries({ queryKey: keys.taskLists });
  void qc.invalidateQueries({ queryKey: keys.taskCounts });
  void qc.invalidateQueries({ queryKey: keys.taskDetail(taskId) });
  void qc.invalidateQueries({ queryKey: keys.stats });
}

/** A task created from the board: its detail from the answer, the lists and counts refreshed. */
export function afterTaskCreated(qc: QueryClient, task: { id: string }): void {
  qc.setQueryData(keys.taskDetail(task.id), task);
  void qc.invalidateQueries({ queryKey: keys.taskLists });
  void qc.invalidateQueries({ queryKey: keys.taskCounts });
  // The dashboard follows every successful task mutation with the stats.
  void qc.invalidateQueries({ queryKey: keys.stats });
}

export class TodayClient implements SimulatedClient {
  readonly queryClient = webQueryClient();
  readonly #env: ClientEnv;
  readonly #q: ReturnType<typeof queries>;
  readonly #observers: Observer[] = [];
  readonly #stops: (() => void)[] = [];
  #closed = false;
  /** `useMarkChatRead`'s `done` ref: the last key it marked for. */
  #markedKey: string | null = null;
  /** What the open chat shows: its loaded pages and the lists' entries. */
  #shown?: { pages: () => MessagePage[]; conversations: () => Conversation[]; groups: () => Group[] };

  constructor(env: ClientEnv) {
    this.#env = env;
    this.#q = queries(env.api);
  }

  async mount(): Promise<void> {
    const { screen } = this.#env;
    const qc = this.queryClient;
    const observe = (observer: Observer) => {
      this.#observers.push(observer);
      // useQuery's subscription: it is what makes the query active and fetches it on mount.
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
        pages: () => thread.getCurrentResult().data?.pages ?? [],
        conversations: () => conversations.getCurrentResult().data?.pages.flatMap((page) => page.conversations) ?? [],
        groups: () => groups.getCurrentResult().data ?? [],
      };
      observe(conversations);
      observe(groups);
      observe(thread);
    }
    await Promise.all(this.#observers.map(settled));
  }

  onEvent(event: LiveEvent): void {
    if (this.#closed) return;
    const qc = this.queryClient;
    const { screen, person } = this.#env;
    // The bell, in the header of both screens.
    // (`notification.broadcast`: many written at once for the company, an announcement.)
    if (event.type === 'notification.created' || event.type === 'notification.broadcast')
      void qc.invalidateQueries({ queryKey: keys.notifications });
    if (screen.kind === 'announcements') onAnnouncementCreated(qc, this.#env.api, person, event);
    // The toaster, in the layout of both screens.
    if (event.type === 'message.created' && event.sender_id !== person.id) void this.#toast(event);
    if (screen.kind === 'dashboard') {
      if (event.type === 'task.changed') refreshTasks(qc, event.task_id);
    } else if (screen.kind === 'chat' && (event.type.startsWith('message.') || event.type === 'group.updated')) {
      this.#refreshChat();
    }
  }

  async sendMessage(content: string): Promise<string> {
    const { screen } = this.#env;
    if (screen.kind !== 'chat') throw new Error('sending needs an open chat');
    const { target } = screen;
    const answer = await this.#env.api<{ id: string }>(
      target.kind === 'group'
        ? { method: 'POST', path: `/api/groups/${target.id}/messages`, body: { content } }
        : { method: 'POST', path: '/api/messages/send', body: { receiver_id: target.id, content } },
    );
    if (!this.#closed) this.#refreshChat(target);
    return answer.data.id;
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

  /** `refreshChat`: one chat (after a send) or every chat, and both lists. */
  #refreshChat(target?: ChatTarget): void {
    const qc = this.queryClient;
    void qc.invalidateQueries({ queryKey: target ? keys.thread(target) : keys.threads });
    void qc.invalidateQueries({ queryKey: keys.conversations });
    void qc.invalidateQueries({ queryKey: keys.groups });
  }

  /** `MessageToaster` and `showMessageToast`: loads the list that holds the new message. */
  async #toast(event: Extract<LiveEvent, { type: 'message.created' }>): Promise<void> {
    const target: ChatTarget = event.group_id
      ? { kind: 'group', id: event.group_id }
      : { kind: 'user', id: event.sender_id };
    const { screen } = this.#env;
    const isOpen = screen.kind === 'chat' && screen.target.kind === target.kind && screen.target.id === target.id;
    if (isOpen) return;
    // The toast's code is a dynamic import: the fetch starts a turn later.
    await Promise.resolve();
    if (this.#closed) return;
    const qc = this.queryClient;
    const loaded =
      target.kind === 'group'
        ? qc.fetchQuery({ ...this.#q.groups(), staleTime: 0 })
        : qc.fetchInfiniteQuery({ ...this.#q.conversations(), staleTime: 0 });
    await loaded.catch(() => undefined);
  }

  /** After each change of what the screen shows: the open chat's mark-read effect. */
  #rendered(): void {
    const { screen, person } = this.#env;
    const shown = this.#shown;
    if (this.#closed || screen.kind !== 'chat' || !shown) return;
    const { target } = screen;
    const pages = shown.pages();
    const messages = [...pages].reverse().flatMap((page) => page.messages);
    const newestOther = messages.findLast((message) => message.sender_id !== person.id);
    const unread =
      target.kind === 'group'
        ? (shown.groups().find((g) => g.id === target.id)?.unread_count ?? 0)
        : (shown.conversations().find((c) => c.user.id === target.id)?.unread_count ?? 0);
    const key = `${target.kind}:${target.id}:${newestOther?.id ?? ''}:${unread > 0 ? 'u' : ''}`;
    if (!newestOther && unread === 0) return;
    if (this.#markedKey === key) return;
    this.#markedKey = key;
    void this.#markRead(target);
  }

  async #markRead(target: ChatTarget): Promise<void> {
    const body =
      target.kind === 'group' ? { group_id: target.id, is_group: true } : { sender_id: target.id, is_group: false };
    try {
      await this.#env.api({ method: 'POST', path: '/api/messages/mark-read', body });
    } catch {
      return;
    }
    if (this.#closed) return;
    void this.queryClient.invalidateQueries({
      queryKey: target.kind === 'group' ? keys.groups : keys.conversations,
    });
  }
}

export const today: ClientModel = {
  name: 'today',
  summary:
    'as apps/web does today: every message event refetches the open chat and both lists; the open chat marks itself read',
  create: (env) => new TodayClient(env),
};

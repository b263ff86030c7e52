/**
 * The web's queries as the client models run them: its query keys, its query client's defaults,
 * the query options of the screens the busy hour mounts, and what a task mutation refreshes.
 * Each names the module of `apps/web/src` it stands for.
 */
import { messagingLimits, limits as taskLimits } from '@vazife/contract';
import { QueryClient } from '@tanstack/query-core';
import { messageKeys } from '../../../../apps/web/src/features/messages/api/keys.js';
import { taskKeys } from '../../../../apps/web/src/features/tasks/api/keys.js';
import { ApiStatusError, type Api } from '../api.js';
import type { ChatTarget } from '../client-model.js';

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

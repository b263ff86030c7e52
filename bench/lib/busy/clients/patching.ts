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
 *   when that query is in the cache, with the pure functions of `messages/api/live-patch.ts`.
 *   These are not ported: the model imports the web's own `apply-event.ts` (which imports no
 *   browser code) and calls it as `MessagingLive` does, so a change of the web's rules is a change
 *   of this model. When a patch cannot say (a first message from someone not yet listed, a group I
 *   was just added to, a delete whose new last message did not fit), that one query is invalidated
 *   without cancelling a refetch already under way (`cancelRefetch: false`): the active list is
 *   fetched again, an inactive one is only marked stale. A message the event left out (`refetch`:
 *   a file, or too long to carry) is fetched alone (`messageItemPath`), only when its chat is
 *   loaded, and patched in. The query keys are the web's (`messages/api/keys.ts`, via `today.ts`).
 * - The toaster (`message-toaster.tsx`, `show-message-toast.ts`): a `message.created` from someone
 *   else whose chat is not open shows the message the event carried. A direct one needs no call; a
 *   group one takes the group's name from the cached group list, loading it once when it is not
 *   cached (`staleTime: Infinity`). When the event carried no message, a group's list is loaded
 *   again (`staleTime: 0`), a direct message alone (`messageItemPath`). Ported below.
 * - The conversation list is its first page (`messages/api/conversations.ts`, an infinite query of
 *   `messagingLimits.conversationPageSize`); a screen of the busy hour never scrolls to the next.
 *   A patched row stays on its page; a first message from someone not listed refetches the list
 *   (the web builds the row from those one may write to, which no screen here loads).
 * - The open chat (`use-mark-read.ts`) marks itself read once per newest message from someone
 *   else, only while the list counts it unread and the page is visible (a simulated page always
 *   is); a refetch or a list that catches up later never marks the same message again (ported
 *   below). The mark-read's success zeroes its row's count in the cache (`applyMarkedRead`, the
 *   web's own), no refetch; the Mesajlar total drops with the `message.read` receipt every device
 *   of mine gets.
 * - Sending (`api/send-message.ts`) shows the answer at once as if it were its own event
 *   (`applyOwnMessage`, the web's own); the live event that follows finds it there and changes
 *   nothing.
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
import {
  seesEveryGroup,
  type DashboardStats,
  type LiveEvent,
  type LiveEventOf,
  type Message,
  type Task,
  type TaskCounts,
} from '@vazife/contract';
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/query-core';
import {
  applyMarkedRead,
  applyMessagingEvent,
  applyOwnMessage,
  messageItemPath,
} from '../../../../apps/web/src/features/messages/api/apply-event.js';
import { messageKeys } from '../../../../apps/web/src/features/messages/api/keys.js';
import { messagingEventTypes, type MessagingEvent } from '../../../../apps/web/src/features/messages/api/live-patch.js';
import {
  createRepeatCheck,
  patchTaskCounts,
  patchTaskList,
  patchTaskStats,
  type TaskChanged,
  type TaskPages,
} from '../../../../apps/web/src/features/tasks/api/task-patch.js';
import { onAnnouncementCreated } from './announcements.js';
import type { ClientEnv, ClientModel } from '../client-model.js';
import { ScreenClient } from './screen-client.js';
import { keys, type Observer } from './web-queries.js';

/** The Mesajlar badge's total (`messages-nav-badge.tsx`). */
export const unreadTotalKey = messageKeys.unreadCount();

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

export class PatchingClient extends ScreenClient {
  readonly #once = onceRunner();
  /** `useTaskLiveUpdates` and `useStatsFollowTasks` each keep one; they see the same events. */
  readonly #isRepeat = createRepeatCheck();
  /** The broadcasts the bell has counted (`countBroadcast`): an event that comes twice counts once. */
  readonly #broadcastsCounted = new Set<string>();

  /** The Mesajlar badge asks once the first screen's calls are on their way. */
  protected override afterFirstPaint(observe: (observer: Observer) => void): void {
    observe(new QueryObserver(this.queryClient, unreadTotalQuery(this.env.api)));
  }

  onEvent(event: LiveEvent): void {
    if (this.closed) return;
    const qc = this.queryClient;
    const { screen, person } = this.env;
    // The bell: a notification of mine refetches it; a broadcast (many written at once for the
    // company, an announcement) adds to its count with no call (`countBroadcast`).
    if (event.type === 'notification.created') void qc.invalidateQueries({ queryKey: keys.notifications });
    if (event.type === 'notification.broadcast') this.#countBroadcast(event);
    if (screen.kind === 'announcements') onAnnouncementCreated(qc, this.env.api, person, event);
    if (isMessagingEvent(event)) {
      // `MessagingLive` and `MessageToaster` both listen in the shell; what the toast reads comes a turn later.
      this.#apply(event);
      if (event.type === 'message.created' && event.sender_id !== person.id) void this.#toast(event);
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
    const { sent } = await this.postMessage<Message>(content);
    // The web's `useSendMessage`: the answer, shown at once as its own event would be.
    if (!this.closed) applyOwnMessage(this.queryClient, sent, sent.sender_id);
    return sent.id;
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
      const fetched = await this.env.api<Task>({ path: `/api/tasks/${encodeURIComponent(event.task_id)}` });
      if (!this.closed) this.#patchTaskLists(fetched.data);
    });
  }

  /**
   * `MessagingLive`: the web's own `applyMessagingEvent`, as the employer (who also lists the
   * groups she is not in) or anyone else; a message the event left out is fetched alone
   * (`fetchMessageItem`: outside the query cache, no signal).
   */
  #apply(event: MessagingEvent): void {
    const { person, api } = this.env;
    // Everyone here is approved (`population.ts`).
    const seesAll = seesEveryGroup({ role: person.role, approved: true });
    applyMessagingEvent(this.queryClient, event, person.id, seesAll, async (id) => {
      const fetched = await api<Message>({ path: messageItemPath(id) });
      if (this.closed) throw new Error('closed');
      return fetched.data;
    });
  }

  /** `MessageToaster` and `showMessageToast`: what the toast needs that the event did not carry. */
  async #toast(event: LiveEventOf<'message.created'>): Promise<void> {
    const target = await this.toastTarget(event);
    if (!target) return;
    const qc = this.queryClient;
    const carried = event.message;
    try {
      if (target.kind === 'group') {
        const cached = carried ? qc.getQueryData(keys.groups) : undefined;
        if (cached === undefined)
          await qc.fetchQuery({ ...this.q.groups(), staleTime: carried ? Infinity : 0 } as never);
      } else if (!carried) {
        // `fetchMessageItem`: the message alone, outside the query cache.
        await this.env.api<Message>({ path: messageItemPath(event.message_id) });
      }
    } catch {
      // no toast
    }
  }

  protected rendered(): void {
    const chat = this.openChat();
    if (!chat) return;
    const { target, newestOther, unread } = chat;
    const key = `${target.kind}:${target.id}:${newestOther?.id ?? ''}`;
    // The page is always visible here.
    if (!newestOther || unread === 0) return;
    // `useMarkRead`: the call, then its row's count zeroed in the cache (`applyMarkedRead`).
    this.markReadOnce(target, key, (read) => applyMarkedRead(this.queryClient, read));
  }
}

/** One of the events `MessagingLive` listens to. */
const isMessagingEvent = (event: LiveEvent): event is MessagingEvent =>
  (messagingEventTypes as readonly string[]).includes(event.type);

export const patching: ClientModel = {
  name: 'patching',
  summary:
    'events patch the open chat and the lists; only what an event cannot say is fetched; the open chat marks read once per new message',
  create: (env) => new PatchingClient(env),
};

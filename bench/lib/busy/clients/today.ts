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
import type { LiveEvent } from '@vazife/contract';
import { onAnnouncementCreated } from './announcements.js';
import type { ChatTarget, ClientModel } from '../client-model.js';
import { ScreenClient } from './screen-client.js';
import { keys, refreshTasks } from './web-queries.js';

export class TodayClient extends ScreenClient {
  onEvent(event: LiveEvent): void {
    if (this.closed) return;
    const qc = this.queryClient;
    const { screen, person } = this.env;
    // The bell, in the header of both screens.
    // (`notification.broadcast`: many written at once for the company, an announcement.)
    if (event.type === 'notification.created' || event.type === 'notification.broadcast')
      void qc.invalidateQueries({ queryKey: keys.notifications });
    if (screen.kind === 'announcements') onAnnouncementCreated(qc, this.env.api, person, event);
    // The toaster, in the layout of both screens.
    if (event.type === 'message.created' && event.sender_id !== person.id) void this.#toast(event);
    if (screen.kind === 'dashboard') {
      if (event.type === 'task.changed') refreshTasks(qc, event.task_id);
    } else if (screen.kind === 'chat' && (event.type.startsWith('message.') || event.type === 'group.updated')) {
      this.#refreshChat();
    }
  }

  async sendMessage(content: string): Promise<string> {
    const { target, sent } = await this.postMessage<{ id: string }>(content);
    if (!this.closed) this.#refreshChat(target);
    return sent.id;
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
    const target = await this.toastTarget(event);
    if (!target) return;
    const qc = this.queryClient;
    const loaded =
      target.kind === 'group'
        ? qc.fetchQuery({ ...this.q.groups(), staleTime: 0 })
        : qc.fetchInfiniteQuery({ ...this.q.conversations(), staleTime: 0 });
    await loaded.catch(() => undefined);
  }

  protected rendered(): void {
    const chat = this.openChat();
    if (!chat) return;
    const { target, newestOther, unread } = chat;
    const key = `${target.kind}:${target.id}:${newestOther?.id ?? ''}:${unread > 0 ? 'u' : ''}`;
    if (!newestOther && unread === 0) return;
    // The call's success invalidates the list it belongs to (`api/mark-read.ts`).
    this.markReadOnce(target, key, () => {
      void this.queryClient.invalidateQueries({
        queryKey: target.kind === 'group' ? keys.groups : keys.conversations,
      });
    });
  }
}

export const today: ClientModel = {
  name: 'today',
  summary:
    'as apps/web does today: every message event refetches the open chat and both lists; the open chat marks itself read',
  create: (env) => new TodayClient(env),
};

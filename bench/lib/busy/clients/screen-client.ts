import type { LiveEvent } from '@vazife/contract';
import { InfiniteQueryObserver, QueryObserver } from '@tanstack/query-core';
import { announcementListQuery } from './announcements.js';
import type { ChatTarget, ClientEnv, NewTask, SimulatedClient } from '../client-model.js';
import { afterTaskCreated, queries, settled, webQueryClient, type Observer } from './web-queries.js';

/** What the open chat's mark-read effect reads of the screen: its pages and the lists' rows. */
interface Shown {
  pages: () => { messages: { id: string; sender_id: string }[] }[];
  conversations: () => { user: { id: string }; unread_count: number }[];
  groups: () => { id: string; unread_count: number }[];
}

/**
 * What every client model shares: the screens it mounts (the web's queries, through TanStack
 * Query's observers), creating a task, the send and mark-read calls, the toaster's first steps and
 * the mark-read effect's reading of the open chat. A model says what an event does to its cache
 * (`onEvent`), what follows a send and a mark-read, and when the open chat marks itself read.
 */
export abstract class ScreenClient implements SimulatedClient {
  readonly queryClient = webQueryClient();
  protected readonly env: ClientEnv;
  protected readonly q: ReturnType<typeof queries>;
  protected closed = false;
  readonly #observers: Observer[] = [];
  readonly #stops: (() => void)[] = [];
  /** `useMarkChatRead`'s `done` ref: the last key it marked for. */
  #markedKey: string | null = null;
  /** What the open chat shows: its loaded pages and the lists' entries. */
  #shown?: Shown;

  constructor(env: ClientEnv) {
    this.env = env;
    this.q = queries(env.api);
  }

  abstract onEvent(event: LiveEvent): void;
  abstract sendMessage(content: string): Promise<string>;
  /** After each change of what the screen shows: the open chat's mark-read effect. */
  protected abstract rendered(): void;

  /** What the screen mounts once its first calls are on their way (after the first paint), if anything. */
  protected afterFirstPaint?(observe: (observer: Observer) => void): void;

  async mount(): Promise<void> {
    const { screen } = this.env;
    const qc = this.queryClient;
    const observe = (observer: Observer) => {
      this.#observers.push(observer);
      // useQuery's subscription: it is what makes the query active and fetches it on mount.
      this.#stops.push(observer.subscribe(() => this.rendered()));
    };
    observe(new QueryObserver(qc, this.q.unreadCount()));
    if (screen.kind === 'dashboard') {
      observe(new InfiniteQueryObserver(qc, this.q.taskList()));
      observe(new QueryObserver(qc, this.q.taskCounts()));
      observe(new QueryObserver(qc, this.q.stats()));
    } else if (screen.kind === 'announcements') {
      observe(new InfiniteQueryObserver(qc, announcementListQuery(this.env.api)));
    } else {
      const conversations = new InfiniteQueryObserver(qc, this.q.conversations());
      const groups = new QueryObserver(qc, this.q.groups());
      const thread = new InfiniteQueryObserver(qc, this.q.thread(screen.target));
      this.#shown = {
        pages: () => thread.getCurrentResult().data?.pages ?? [],
        conversations: () => conversations.getCurrentResult().data?.pages.flatMap((page) => page.conversations) ?? [],
        groups: () => groups.getCurrentResult().data ?? [],
      };
      observe(conversations);
      observe(groups);
      observe(thread);
    }
    if (this.afterFirstPaint) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (!this.closed) this.afterFirstPaint(observe);
    }
    await Promise.all(this.#observers.map(settled));
  }

  async createTask(task: NewTask): Promise<void> {
    const answer = await this.env.api<{ task: { id: string } }>({
      method: 'POST',
      path: '/api/tasks/create',
      body: task,
    });
    if (!this.closed) afterTaskCreated(this.queryClient, answer.data.task);
  }

  close(): void {
    this.closed = true;
    this.#stops.forEach((stop) => stop());
    this.queryClient.clear();
  }

  /** The composer's call in the open chat: the sent message as the server answered it. */
  protected async postMessage<T>(content: string): Promise<{ target: ChatTarget; sent: T }> {
    const { screen } = this.env;
    if (screen.kind !== 'chat') throw new Error('sending needs an open chat');
    const { target } = screen;
    const answer = await this.env.api<T>(
      target.kind === 'group'
        ? { method: 'POST', path: `/api/groups/${target.id}/messages`, body: { content } }
        : { method: 'POST', path: '/api/messages/send', body: { receiver_id: target.id, content } },
    );
    return { target, sent: answer.data };
  }

  /**
   * `MessageToaster`'s first steps: the chat a new message belongs to, unless it is the one open;
   * the toast's code is a dynamic import, so what it loads starts a turn later. Undefined: no toast.
   */
  protected async toastTarget(event: { group_id: string | null; sender_id: string }): Promise<ChatTarget | undefined> {
    const target: ChatTarget = event.group_id
      ? { kind: 'group', id: event.group_id }
      : { kind: 'user', id: event.sender_id };
    const { screen } = this.env;
    const isOpen = screen.kind === 'chat' && screen.target.kind === target.kind && screen.target.id === target.id;
    if (isOpen) return undefined;
    await Promise.resolve();
    return this.closed ? undefined : target;
  }

  /** The open chat as its mark-read effect reads it: the newest message from the other, and the list's unread count. */
  protected openChat() {
    const { screen, person } = this.env;
    const shown = this.#shown;
    if (this.closed || screen.kind !== 'chat' || !shown) return undefined;
    const { target } = screen;
    const messages = [...shown.pages()].reverse().flatMap((page) => page.messages);
    const newestOther = messages.findLast((message) => message.sender_id !== person.id);
    const unread =
      target.kind === 'group'
        ? (shown.groups().find((g) => g.id === target.id)?.unread_count ?? 0)
        : (shown.conversations().find((c) => c.user.id === target.id)?.unread_count ?? 0);
    return { target, newestOther, unread };
  }

  /** Marks the chat read once for `key` (the effect's `done` ref); `then` follows a call that succeeded. */
  protected markReadOnce(target: ChatTarget, key: string, then: (target: ChatTarget) => void): void {
    if (this.#markedKey === key) return;
    this.#markedKey = key;
    const body =
      target.kind === 'group' ? { group_id: target.id, is_group: true } : { sender_id: target.id, is_group: false };
    void this.env.api({ method: 'POST', path: '/api/messages/mark-read', body }).then(
      () => {
        if (!this.closed) then(target);
      },
      () => undefined,
    );
  }
}

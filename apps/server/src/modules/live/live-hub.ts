import type { Role } from '@vazife/contract';
import type { Audience, BusMessage } from '../../platform/live-bus.js';

/** One open `GET /api/events` response of this instance, as the hub sees it. */
export interface LiveStream {
  userId: string;
  companyId: string;
  /** The role the stream was opened with; a role change ends the stream (employees routes). */
  role: Role;
  /** Writes SSE text; drops the stream when its client is too far behind (it reconnects and refetches). */
  write(chunk: string): void;
  /** Ends the response; the stream's own close handler removes it from the hub. */
  end(): void;
}

/** The members of a group, read once per group event (live.repo.ts). */
export type GroupMembers = (companyId: string, groupId: string) => Promise<readonly string[]>;

/** How many streams one person may hold at once (tabs, devices); the oldest gives way. */
export const maxStreamsPerUser = 10;

const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
};
const remove = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
  const set = map.get(key);
  if (set?.delete(value) && set.size === 0) map.delete(key);
};

/**
 * The streams this instance holds, by person and by company, and the delivery of bus messages to
 * them. An event goes only to the streams its audience names, within the audience's company: the
 * publisher decides who may see the object, the hub never widens it.
 */
export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private readonly byCompany = new Map<string, Set<LiveStream>>();

  constructor(private readonly groupMembers: GroupMembers) {}

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Holds a stream; the returned function lets it go (called when its response closes). */
  add(stream: LiveStream): () => void {
    const own = this.byUser.get(stream.userId);
    if (own && own.size >= maxStreamsPerUser) own.values().next().value?.end();
    add(this.byUser, stream.userId, stream);
    add(this.byCompany, stream.companyId, stream);
    return () => {
      remove(this.byUser, stream.userId, stream);
      remove(this.byCompany, stream.companyId, stream);
    };
  }

  /**
   * Messages are handled one after the other, in the bus's order: a group event waits for its
   * member query, and what was published after it must not overtake it (an edit before its message).
   */
  deliver(message: BusMessage): Promise<void> {
    const run = this.queue.then(() => this.deliverNow(message));
    this.queue = run.catch(() => {});
    return run;
  }

  private queue: Promise<void> = Promise.resolve();

  private async deliverNow(message: BusMessage): Promise<void> {
    if (message.kind === 'session.end') return this.endUser(message.userId);
    if (message.kind === 'resync') return this.endAll();
    const streams = await this.resolve(message.audience);
    if (streams.length === 0) return;
    const chunk = `data: ${JSON.stringify(message.event)}\n\n`;
    for (const stream of streams) stream.write(chunk);
  }

  /** A comment every stream receives: it keeps proxies and the server's idle timeout from closing it. */
  heartbeat(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.write(': ping\n\n');
  }

  endUser(userId: string): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])]) stream.end();
  }

  endAll(): void {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) stream.end();
  }

  private async resolve(audience: Audience): Promise<LiveStream[]> {
    const inCompany = this.byCompany.get(audience.companyId);
    if (!inCompany) return [];
    if (audience.kind === 'users') {
      return [...new Set(audience.userIds)].flatMap((id) =>
        [...(this.byUser.get(id) ?? [])].filter((s) => s.companyId === audience.companyId),
      );
    }
    if (audience.kind === 'roles') return [...inCompany].filter((s) => audience.roles.includes(s.role));
    const members = new Set(await this.groupMembers(audience.companyId, audience.groupId));
    for (const id of audience.except ?? []) members.delete(id);
    // Read again: streams may have closed while the members were read.
    return [...(this.byCompany.get(audience.companyId) ?? [])].filter((s) => members.has(s.userId));
  }
}

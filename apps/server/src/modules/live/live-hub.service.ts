import type { Role } from '@vazife/contract';
import type { Audience, BusMessage } from '../../platform/live-bus.js';

/** One open `GET /api/events` response of this instance, as the hub sees it. */
export interface LiveStream {
  userId: string;
  companyId: string;
  /** The role the stream was opened with; a role change ends the stream (employees routes). */
  role: Role;
  /** The session of the token it was opened with: signing out on that device ends it. */
  sessionId?: string;
  /**
   * A person awaiting approval (`GET /api/auth/approval-events`): only events naming them reach
   * it, never a role's or a group's.
   */
  pendingOnly?: boolean;
  /** Writes SSE text; drops the stream when its client is too far behind (it reconnects and refetches). */
  write(chunk: string | Buffer): void;
  /** Ends the response; the stream's own close handler removes it from the hub. */
  end(): void;
}

/** The members of a group, read once per group event (live.repo.ts). */
export type GroupMembers = (companyId: string, groupId: string) => Promise<readonly string[]>;

/**
 * How many streams one person may hold at once on an instance (tabs, devices). One more is refused
 * (the route answers 429), not made room for: evicting the oldest would have it reconnect and
 * evict the next, round and round, when a person has more auto-reconnecting clients than this.
 */
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

  /** Whether the person already holds as many streams as they may. */
  isFull(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) >= maxStreamsPerUser;
  }

  /**
   * Holds a stream; the returned function lets it go (called when its response closes). The
   * caller checks `isFull` first: a stream beyond the cap is refused here too.
   */
  add(stream: LiveStream): () => void {
    if (this.isFull(stream.userId)) throw new Error('too many streams for one person');
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
    if (message.kind === 'session.end') return this.endUser(message.userId, message.sessionId);
    if (message.kind === 'resync') return this.endAll();
    const streams = await this.resolve(message.audience);
    if (streams.length === 0) return;
    // Serialised and encoded once: a group's event goes to forty streams, each written the same bytes.
    const chunk = Buffer.from(`data: ${JSON.stringify(message.event)}\n\n`);
    for (const stream of streams) stream.write(chunk);
  }

  /** A comment every stream receives: it keeps proxies and the server's idle timeout from closing it. */
  heartbeat(): void {
    for (const set of this.byUser.values()) for (const stream of set) stream.write(': ping\n\n');
  }

  /** Ends a user's streams: of one session when it is given, else all of them. */
  endUser(userId: string, sessionId?: string): void {
    for (const stream of [...(this.byUser.get(userId) ?? [])])
      if (sessionId === undefined || stream.sessionId === sessionId) stream.end();
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
    if (audience.kind === 'roles') {
      const except = audience.except ?? [];
      return [...inCompany].filter(
        (s) => !s.pendingOnly && audience.roles.includes(s.role) && !except.includes(s.userId),
      );
    }
    const members = new Set(await this.groupMembers(audience.companyId, audience.groupId));
    for (const id of audience.except ?? []) members.delete(id);
    // Read again: streams may have closed while the members were read.
    return [...(this.byCompany.get(audience.companyId) ?? [])].filter((s) => !s.pendingOnly && members.has(s.userId));
  }
}

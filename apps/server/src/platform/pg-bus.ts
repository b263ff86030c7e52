import { randomUUID } from 'node:crypto';
import { liveEvent } from '@vazife/contract';
import pg from 'pg';
import type { BusMessage, LiveBus } from './live-bus.js';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a margin stays for safety. */
export const maxPayloadBytes = 7_900;
/**
 * A pack of messages (`packPayloads`) may use the margin, up to the limit itself: its wrapper is
 * under 100 bytes, so one message of `maxPayloadBytes` always fits alone.
 */
const maxPackBytes = 7_999;
const defaultChannel = 'vazife_live';

export interface PgBusOptions {
  connectionString: string;
  /** The LISTEN/NOTIFY channel; every instance of one deployment uses the same. */
  channel?: string;
  /** Where trouble is told (the app's logger); silent unless given. */
  onError?: (error: unknown, what: string) => void;
  /** The first wait before reconnecting a lost listener; doubles up to 30 s. */
  reconnectMs?: number;
}

/**
 * A bus message as NOTIFY payloads, each under PostgreSQL's limit. Only a `users` audience grows
 * with its content (a long list of people): it is split into halves until each part fits.
 */
export function notifyPayloads(message: BusMessage, maxBytes = maxPayloadBytes): string[] {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) <= maxBytes) return [text];
  const audience = message.kind === 'event' ? message.audience : undefined;
  if (message.kind !== 'event' || audience?.kind !== 'users' || audience.userIds.length < 2)
    throw new Error(`live bus message too large for NOTIFY (${Buffer.byteLength(text)} bytes)`);
  const half = Math.ceil(audience.userIds.length / 2);
  return [audience.userIds.slice(0, half), audience.userIds.slice(half)].flatMap((userIds) =>
    notifyPayloads({ ...message, audience: { ...audience, userIds } }, maxBytes),
  );
}

/**
 * Messages waiting to be sent (each one `notifyPayloads` text), packed in order into as few NOTIFY
 * payloads as fit under the limit: `{"kind":"pack","from":…,"n":…,"messages":[…]}`. `from` names
 * the sending bus (which delivered them to its own streams already); `n`, the pack's number on it,
 * keeps two packs of the same messages apart, since PostgreSQL delivers identical payloads of one
 * transaction once.
 */
export function packPayloads(
  texts: readonly string[],
  from: string,
  firstNumber: number,
  maxBytes = maxPackBytes,
): string[] {
  const packs: string[] = [];
  let members: string[] = [];
  let bytes = 0;
  const head = `{"kind":"pack","from":${JSON.stringify(from)},"n":`;
  const wrap = () => `${head}${firstNumber + packs.length},"messages":[${members.join(',')}]}`;
  for (const text of texts) {
    const size = Buffer.byteLength(text) + 1;
    if (members.length > 0 && bytes + size + head.length + 40 > maxBytes) {
      packs.push(wrap());
      members = [];
      bytes = 0;
    }
    members.push(text);
    bytes += size;
  }
  if (members.length > 0) packs.push(wrap());
  return packs;
}

/**
 * The messages of a payload read back (a pack's in order), without those this version does not
 * know, and none of a pack sent by the bus named `self` (its own streams had them already).
 */
export function readPayloads(payload: string | undefined, self?: string): BusMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload ?? '');
  } catch {
    return [];
  }
  const pack = parsed as { kind?: unknown; from?: unknown; messages?: unknown } | null;
  if (pack?.kind === 'pack' && self !== undefined && pack.from === self) return [];
  const items = pack?.kind === 'pack' && Array.isArray(pack.messages) ? pack.messages : [parsed];
  return items.map(readMessage).filter((message) => message !== undefined);
}

/** A payload of one message read back, or undefined for anything this version does not know (ignored). */
export function readPayload(payload: string | undefined): BusMessage | undefined {
  try {
    return readMessage(JSON.parse(payload ?? ''));
  } catch {
    return undefined;
  }
}

function readMessage(parsed: unknown): BusMessage | undefined {
  const message = parsed as BusMessage | null;
  if (message?.kind === 'session.end' && typeof message.userId === 'string')
    return typeof message.sessionId === 'string'
      ? { kind: 'session.end', userId: message.userId, sessionId: message.sessionId }
      : { kind: 'session.end', userId: message.userId };
  if (message?.kind === 'event' && typeof message.audience?.companyId === 'string') {
    const event = liveEvent.safeParse(message.event);
    if (event.success) return { ...message, event: event.data };
  }
  return undefined;
}

/**
 * The bus of several instances on one PostgreSQL database: every publish is a NOTIFY, and every
 * other instance hands what its LISTEN connection receives to its streams, so that an event raised
 * on one instance reaches a stream held by another. The publishing instance hands it to its own
 * streams at once, on the next turn as the in-process bus does, and skips its own packs when they
 * come back: its streams do not wait for the database's round trip. What is published while a
 * NOTIFY is under way waits, and leaves with everything else waiting in one round trip (packed,
 * then one `pg_notify` per pack), so that a burst of events costs a few round trips, not one each.
 * Each instance's messages keep their order, on its own streams and on the others'. The listener is
 * a client of its own, reconnected after a loss; messages sent while it was gone are lost, so its
 * return ends the streams of this instance (`resync`) and their clients reconnect and refetch.
 */
export class PgBus implements LiveBus {
  private readonly channel: string;
  /** This bus's name in its packs. */
  private readonly origin = randomUUID();
  private readonly onError: (error: unknown, what: string) => void;
  // One connection, one round trip at a time: NOTIFYs leave in the order they were published.
  private readonly notifier: pg.Pool;
  private waiting: string[] = [];
  private sending = false;
  private packsSent = 0;
  private readonly listeners = new Set<(message: BusMessage) => void>();
  private listener: pg.Client | undefined;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(private readonly options: PgBusOptions) {
    this.channel = options.channel ?? defaultChannel;
    this.onError = options.onError ?? (() => {});
    this.notifier = new pg.Pool({ connectionString: options.connectionString, max: 1 });
    this.notifier.on('error', (error) => this.onError(error, 'live bus notifier'));
  }

  /** A bus whose listener is connected: the first connection must work, later losses are retried. */
  static async start(options: PgBusOptions): Promise<PgBus> {
    const bus = new PgBus(options);
    await bus.listen();
    return bus;
  }

  publish(audience: Parameters<LiveBus['publish']>[0], event: Parameters<LiveBus['publish']>[1]): void {
    let payloads: string[];
    try {
      payloads = notifyPayloads({ kind: 'event', audience, event });
    } catch (error) {
      return this.onError(error, 'live bus publish');
    }
    this.dispatchSoon({ kind: 'event', audience, event });
    for (const payload of payloads) this.notify(payload);
  }

  endSessions(userId: string, sessionId?: string): void {
    const message: BusMessage = sessionId
      ? { kind: 'session.end', userId, sessionId }
      : { kind: 'session.end', userId };
    this.dispatchSoon(message);
    this.notify(JSON.stringify(message));
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.listeners.clear();
    const listener = this.listener;
    this.listener = undefined;
    await Promise.allSettled([listener?.end(), this.notifier.end()]);
  }

  private notify(payload: string): void {
    if (this.closed) return;
    this.waiting.push(payload);
    if (!this.sending) void this.send();
  }

  /** Sends what waits, one round trip after another, until nothing waits. */
  private async send(): Promise<void> {
    this.sending = true;
    while (this.waiting.length > 0 && !this.closed) {
      const packs = packPayloads(this.waiting, this.origin, this.packsSent);
      this.waiting = [];
      this.packsSent += packs.length;
      // unnest yields the array in order, and one transaction's notifications arrive in order.
      await this.notifier
        .query('select count(pg_notify($1, pack)) from unnest($2::text[]) as pack', [this.channel, packs])
        .catch((error: unknown) => this.onError(error, 'live bus notify'));
    }
    this.sending = false;
  }

  // Delivered on the next turn: a publisher is never slowed or broken by a listener.
  private dispatchSoon(message: BusMessage): void {
    if (!this.closed) setImmediate(() => this.dispatch(message));
  }

  private dispatch(message: BusMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (note) => {
      if (note.channel !== this.channel) return;
      for (const message of readPayloads(note.payload, this.origin)) this.dispatch(message);
    });
    client.on('error', (error) => {
      this.onError(error, 'live bus listener');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) return void (await client.end());
    this.listener = client;
  }

  private lost(client: pg.Client): void {
    if (this.listener !== client) return;
    this.listener = undefined;
    if (!this.closed) this.reconnect(0);
  }

  private reconnect(attempt: number): void {
    const wait = Math.min(30_000, (this.options.reconnectMs ?? 500) * 2 ** attempt);
    this.reconnectTimer = setTimeout(() => {
      this.listen().then(
        () => this.dispatch({ kind: 'resync' }),
        (error: unknown) => {
          this.onError(error, 'live bus reconnect');
          if (!this.closed) this.reconnect(attempt + 1);
        },
      );
    }, wait);
    this.reconnectTimer.unref();
  }
}

import { liveEvent } from '@vazife/contract';
import pg from 'pg';
import type { BusMessage, LiveBus } from './live-bus.js';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a margin stays for safety. */
export const maxPayloadBytes = 7_900;
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

/** A payload read back, or undefined for anything this version does not know (ignored). */
export function readPayload(payload: string | undefined): BusMessage | undefined {
  try {
    const message = JSON.parse(payload ?? '') as BusMessage;
    if (message?.kind === 'session.end' && typeof message.userId === 'string')
      return typeof message.sessionId === 'string'
        ? { kind: 'session.end', userId: message.userId, sessionId: message.sessionId }
        : { kind: 'session.end', userId: message.userId };
    if (message?.kind === 'event' && typeof message.audience?.companyId === 'string') {
      const event = liveEvent.safeParse(message.event);
      if (event.success) return { ...message, event: event.data };
    }
  } catch {
    // not ours: ignored below
  }
  return undefined;
}

/**
 * The bus of several instances on one PostgreSQL database: every publish is a NOTIFY, and every
 * instance (this one too) hands what its LISTEN connection receives to its streams, so that an
 * event raised on one instance reaches a stream held by another. The listener is a client of its
 * own, reconnected after a loss; messages sent while it was gone are lost, so its return ends the
 * streams of this instance (`resync`) and their clients reconnect and refetch.
 */
export class PgBus implements LiveBus {
  private readonly channel: string;
  private readonly onError: (error: unknown, what: string) => void;
  // One connection: NOTIFYs leave in the order they were published.
  private readonly notifier: pg.Pool;
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
    for (const payload of payloads) this.notify(payload);
  }

  endSessions(userId: string, sessionId?: string): void {
    this.notify(
      JSON.stringify(sessionId ? { kind: 'session.end', userId, sessionId } : { kind: 'session.end', userId }),
    );
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
    this.notifier
      .query('select pg_notify($1, $2)', [this.channel, payload])
      .catch((error: unknown) => this.onError(error, 'live bus notify'));
  }

  private dispatch(message: BusMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.connectionString });
    client.on('notification', (note) => {
      if (note.channel !== this.channel) return;
      const message = readPayload(note.payload);
      if (message) this.dispatch(message);
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

import { EventEmitter } from 'node:events';
import type { LiveEvent, Role } from '@vazife/contract';

/**
 * Who may receive an event: the publisher names them, since it knows the object's visibility rule
 * (task visibility, conversation or group membership). Ids only, so that an audience crosses
 * instances in a PostgreSQL NOTIFY payload.
 * - `users`: these users of the company (a direct conversation, a task's parties).
 * - `roles`: every approved member of the company with one of these roles (the employer for a
 *   pending join, everyone for an announcement), but those in `except` (who acted, and hears of
 *   it otherwise or not at all).
 * - `group`: the members of a group, resolved by the instance that holds the streams, but those
 *   in `except` (a sender who gets an event of their own).
 */
export type Audience =
  | { kind: 'users'; companyId: string; userIds: readonly string[] }
  | { kind: 'roles'; companyId: string; roles: readonly Role[]; except?: readonly string[] }
  | { kind: 'group'; companyId: string; groupId: string; except?: readonly string[] };

/**
 * The most an event's JSON may take when it carries an object (its JSON, in bytes): with its
 * audience it stays under PostgreSQL's NOTIFY limit (pg-bus.ts). An object that would not fit is
 * left out of its event, which tells the client to fetch it (`refetch`).
 */
export const maxCarriedEventBytes = 6_000;

/** Whether this (an event, or the object it would carry) fits under `maxCarriedEventBytes`. */
export const fitsAnEvent = (value: unknown): boolean =>
  Buffer.byteLength(JSON.stringify(value)) <= maxCarriedEventBytes;

export interface Delivery {
  audience: Audience;
  event: LiveEvent;
}

/**
 * Also a delivery: a user's streams end (signed out, password changed, suspended), on every
 * instance.
 */
export interface SessionEnd {
  kind: 'session.end';
  userId: string;
  /** One session's streams only (signed out on that device); absent, all of the user's. */
  sessionId?: string;
}

/**
 * The bus may have lost messages (the PostgreSQL listener's connection dropped and came back):
 * every stream of this instance ends, so that its client reconnects and refetches what it shows.
 */
export interface Resync {
  kind: 'resync';
}

export type BusMessage = ({ kind: 'event' } & Delivery) | SessionEnd | Resync;

/**
 * The live layer's bus. Modules publish after their write has committed; the events plugin
 * subscribes and hands each message to the streams it holds. One process: in memory. Several
 * instances on PostgreSQL: the PostgreSQL implementation sends through NOTIFY and every instance
 * (this one included) receives through LISTEN.
 */
export interface LiveBus {
  publish(audience: Audience, event: LiveEvent): void;
  endSessions(userId: string, sessionId?: string): void;
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** The bus of one process: what SQLite runs on, and what tests use unless they test instances. */
export class InProcessBus implements LiveBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(audience: Audience, event: LiveEvent): void {
    this.emit({ kind: 'event', audience, event });
  }

  endSessions(userId: string, sessionId?: string): void {
    this.emit(sessionId ? { kind: 'session.end', userId, sessionId } : { kind: 'session.end', userId });
  }

  subscribe(listener: (message: BusMessage) => void): () => void {
    this.emitter.on('message', listener);
    return () => this.emitter.off('message', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }

  // Delivered on the next turn: a publisher is never slowed or broken by a listener.
  private emit(message: BusMessage): void {
    setImmediate(() => this.emitter.emit('message', message));
  }
}

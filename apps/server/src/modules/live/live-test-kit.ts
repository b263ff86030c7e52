import http from 'node:http';
import type { LiveEvent, LiveEventOf } from '@vazife/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../app.js';
import type { TestUser } from '../../test/factories.js';
import { randomUUID } from 'node:crypto';
import { checkAnswersAgainstDocument } from '../../test/answer-check.js';
import { testConfig, type TestApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { TokenService } from '../../platform/tokens.js';

/** A `task.changed` about no real task, which tests publish to see where it goes. */
export function probeEvent(taskId: string = randomUUID()): LiveEventOf<'task.changed'> {
  const after = { status: 'atanmis' as const, created_at: '2026-01-01T00:00:00.000Z', deadline: null };
  return { type: 'task.changed', task_id: taskId, task: null, refetch: true, before: null, after };
}

/** The app of a test file, listening on a port, with heartbeats every 100 ms. */
export interface LiveTestApp extends TestApp {
  base: string;
  /** Opens a stream closed after the file's tests. */
  streamOf(who: TestUser): Promise<TestStream>;
}

export function useLiveApp(): LiveTestApp {
  const t = {} as LiveTestApp;
  let testDb: TestDatabase;
  const open: TestStream[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    t.database = testDb.database;
    t.config = testConfig(testDb.dataDir);
    t.tokens = new TokenService(t.config.jwtSecret, t.config.tokenTtlHours);
    t.app = await buildApp(
      { config: t.config, database: t.database, tokens: t.tokens },
      { logger: false, liveHeartbeatMs: 100, readReceiptWindowMs: 0 },
    );
    t.base = await listenOn(t.app);
    checkAnswersAgainstDocument(t.app);
  });
  afterAll(async () => {
    open.forEach((stream) => stream.close());
    await t.app?.close();
    await testDb?.drop();
  });
  t.streamOf = async (who) => {
    const stream = await openStream(t.base, who.token);
    open.push(stream);
    return stream;
  };
  return t;
}

/** One SSE stream read by a test: its frames as they come, and whether the server ended it. */
export interface TestStream {
  status: number;
  /** Every frame received so far, raw (`retry: 3000`, `: ping`, `data: {…}`). */
  frames: string[];
  events(): LiveEvent[];
  /** Resolves with the first frame that matches, or rejects after `timeoutMs`. */
  waitFor(match: (frame: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * Opens `GET /api/events` with the bearer header, on a connection of its own (node:http without an
 * agent): fetch's pool opens a spare connection after an aborted stream, which would keep the
 * server's close waiting until its headers timeout.
 */
export async function openStream(base: string, token: string, query = '', path = '/api/events'): Promise<TestStream> {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(
      `${base}${path}${query}`,
      {
        agent: false,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream' },
      },
      resolve,
    );
    request.on('error', reject);
  });
  const frames: string[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    response.setEncoding('utf8');
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk as string;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          frames.push(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // closed by close()
    }
  })();
  return {
    status: response.statusCode ?? 0,
    frames,
    events: () => frames.filter((f) => f.startsWith('data: ')).map((f) => JSON.parse(f.slice(6)) as LiveEvent),
    waitFor(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (found === undefined) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    ended,
    close: () => response.destroy(),
  };
}

/** Waits until the hub holds `count` streams: a stream's response starts before the hub holds it. */
export async function untilStreams(app: FastifyInstance, count: number, timeoutMs = 3000): Promise<void> {
  const start = Date.now();
  while (app.liveHub.size < count) {
    if (Date.now() - start > timeoutMs) throw new Error(`${app.liveHub.size} streams, expected ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Resolves true if the promise settles within `ms`, false otherwise. */
export function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
}

/**
 * Who of `streams` received an event matching `match` because of `act`: after it, a marker goes to
 * every stream; once a stream has its marker, it has had everything published before (the bus and
 * the hub keep the order).
 */
export async function whoReceived(
  app: FastifyInstance,
  streams: Map<TestUser, TestStream>,
  act: () => unknown,
  match: (event: LiveEvent) => boolean,
): Promise<TestUser[]> {
  const seen = new Map([...streams].map(([who, s]) => [who, s.frames.length]));
  await act();
  const marker: LiveEvent = probeEvent(`marker-${randomUUID()}`);
  for (const who of streams.keys())
    app.deps.bus.publish({ kind: 'users', companyId: who.companyId!, userIds: [who.id] }, marker);
  const isMarker = (frame: string) => frame === `data: ${JSON.stringify(marker)}`;
  await Promise.all([...streams.values()].map((s) => s.waitFor(isMarker)));
  return [...streams]
    .filter(([who, s]) =>
      s.frames
        .slice(seen.get(who))
        .filter((f) => f.startsWith('data: ') && !isMarker(f))
        .some((f) => match(JSON.parse(f.slice(6)) as LiveEvent)),
    )
    .map(([who]) => who);
}

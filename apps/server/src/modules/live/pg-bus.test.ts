import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import type { BusMessage } from '../../platform/live-bus.js';
import {
  maxPayloadBytes,
  notifyPayloads,
  packPayloads,
  PgBus,
  readPayload,
  readPayloads,
} from '../../platform/pg-bus.js';
import { TokenService } from '../../platform/tokens.js';
import { makeCompany } from '../../test/factories.js';
import { testConfig } from '../../test/test-app.js';
import { createTestDatabase, testEngine } from '../../test/test-database.js';
import { listenOn, openStream, probeEvent, within, type TestStream } from './live-test-kit.js';

describe('NOTIFY payloads', () => {
  it('split a long list of people so that each payload stays under PostgreSQL’s limit', () => {
    const userIds = Array.from({ length: 2000 }, () => randomUUID());
    const message: BusMessage = {
      kind: 'event',
      audience: { kind: 'users', companyId: randomUUID(), userIds },
      event: probeEvent(),
    };
    const payloads = notifyPayloads(message);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxPayloadBytes);
    const read = payloads.map((p) => readPayload(p)!);
    expect(read.flatMap((m) => (m.kind === 'event' && m.audience.kind === 'users' ? m.audience.userIds : []))).toEqual(
      userIds,
    );
    expect(notifyPayloads({ kind: 'session.end', userId: 'u1' })).toEqual(['{"kind":"session.end","userId":"u1"}']);
  });

  it('pack waiting messages in order, each pack under the limit, and read them back as they were', () => {
    const messages: BusMessage[] = Array.from({ length: 300 }, (_, i) => ({
      kind: 'event',
      audience: { kind: 'users', companyId: 'c', userIds: [randomUUID(), randomUUID()] },
      event: { type: 'notification.created', notification_id: `n${i}` },
    }));
    const texts = messages.flatMap((m) => notifyPayloads(m));
    const packs = packPayloads(texts, 'bus-a', 7);
    expect(packs.length).toBeGreaterThan(1);
    expect(packs.length).toBeLessThan(texts.length / 10);
    for (const pack of packs) expect(Buffer.byteLength(pack)).toBeLessThan(8000);
    expect(packs.flatMap((p) => readPayloads(p))).toEqual(messages);
    // Two packs of the same messages differ, or PostgreSQL would deliver one of them only.
    expect(new Set(packPayloads([texts[0]!, texts[0]!], 'bus-a', 0, texts[0]!.length + 100)).size).toBe(2);
    // A message as large as allowed still fits a pack alone.
    const longest = 'x'.repeat(maxPayloadBytes);
    const alone = packPayloads([longest, longest], randomUUID(), 1e15);
    expect(alone).toHaveLength(2);
    expect(alone.every((p) => Buffer.byteLength(p) < 8000)).toBe(true);
    // A bus skips its own packs: its streams had those messages already.
    expect(readPayloads(packs[0], 'bus-a')).toEqual([]);
    expect(readPayloads(packs[0], 'bus-b')).toEqual(readPayloads(packs[0]));
    // A payload of one message, as before packing, is still read.
    expect(readPayloads(texts[0])).toEqual([messages[0]]);
    expect(
      readPayloads('{"kind":"pack","messages":[{"kind":"resync"},"x",{"kind":"session.end","userId":"u"}]}'),
    ).toEqual([{ kind: 'session.end', userId: 'u' }]);
  });

  it('reads back only what it knows: no foreign or malformed message reaches a stream', () => {
    expect(readPayload('not json')).toBeUndefined();
    expect(
      readPayload('{"kind":"event","audience":{"companyId":"c"},"event":{"type":"task.deleted"}}'),
    ).toBeUndefined();
    expect(readPayload('{"kind":"resync"}')).toBeUndefined();
    expect(readPayloads('not json')).toEqual([]);
    expect(readPayloads('null')).toEqual([]);
  });
});

describe.skipIf(testEngine !== 'postgres')('two instances on one PostgreSQL database', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('deliver an event published on one to a stream held by the other, and end sessions on both', async () => {
    const testDb = await createTestDatabase();
    closers.push(() => testDb.drop());
    const url = testDb.url!;
    const config = testConfig(testDb.dataDir);
    const tokens = new TokenService(config.jwtSecret, config.tokenTtlHours);
    const channel = `live_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const apps: FastifyInstance[] = [];
    for (const database of [testDb.database, openDatabase({ databaseUrl: url, poolSize: 2 })]) {
      const bus = await PgBus.start({ connectionString: url, channel });
      const app = await buildApp({ config, database, tokens, bus }, { logger: false });
      closers.push(async () => {
        await app.close();
        await bus.close();
        if (database !== testDb.database) await database.destroy();
      });
      apps.push(app);
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const c = await makeCompany({ app: a, database: testDb.database, tokens, config });
    const onB: TestStream = await openStream(await listenOn(b), c.isci.token);
    const onA: TestStream = await openStream(await listenOn(a), c.owner.token);
    closers.push(async () => [onA, onB].forEach((s) => s.close()));

    const event = probeEvent();
    a.deps.bus.publish({ kind: 'users', companyId: c.id, userIds: [c.isci.id, c.owner.id] }, event);
    const frame = `data: ${JSON.stringify(event)}`;
    await onB.waitFor((f) => f === frame);
    await onA.waitFor((f) => f === frame);

    a.deps.bus.endSessions(c.isci.id);
    expect(await within(onB.ended, 3000)).toBe(true);
    expect(await within(onA.ended, 200)).toBe(false);
  });

  it('comes back after losing its listener, ending streams so that clients refetch what they missed', async () => {
    const testDb = await createTestDatabase();
    closers.push(() => testDb.drop());
    const channel = `live_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const bus = await PgBus.start({ connectionString: testDb.url!, channel, reconnectMs: 50 });
    closers.push(() => bus.close());
    const received: BusMessage[] = [];
    bus.subscribe((message) => received.push(message));
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen "${channel}"`}`.execute(
      testDb.database.db,
    );
    const start = Date.now();
    while (!received.some((m) => m.kind === 'resync') && Date.now() - start < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received.map((m) => m.kind)).toContain('resync');
    bus.endSessions('u1');
    while (!received.some((m) => m.kind === 'session.end') && Date.now() - start < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toContainEqual({ kind: 'session.end', userId: 'u1' });
  });

  it('sends a burst of events complete and in order, in far fewer round trips than events', async () => {
    const testDb = await createTestDatabase();
    closers.push(() => testDb.drop());
    const channel = `live_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const [publisher, other] = [
      await PgBus.start({ connectionString: testDb.url!, channel }),
      await PgBus.start({ connectionString: testDb.url!, channel }),
    ] as const;
    closers.push(
      () => publisher.close(),
      () => other.close(),
    );
    const receivedBy = (bus: PgBus) => {
      const received: string[] = [];
      bus.subscribe((m) => {
        if (m.kind === 'event' && m.event.type === 'notification.created') received.push(m.event.notification_id);
        if (m.kind === 'session.end') received.push(`end ${m.userId}`);
      });
      return received;
    };
    const onPublisher = receivedBy(publisher);
    const onOther = receivedBy(other);
    const roundTrips = vi.spyOn(pg.Pool.prototype, 'query');
    closers.push(async () => roundTrips.mockRestore());
    const burst = Array.from({ length: 500 }, (_, i) => `n${i}`);
    for (const id of burst)
      publisher.publish(
        { kind: 'users', companyId: 'c', userIds: [randomUUID(), randomUUID(), randomUUID()] },
        { type: 'notification.created', notification_id: id },
      );
    publisher.endSessions('u1');
    publisher.endSessions('u1');
    const expected = [...burst, 'end u1', 'end u1'];
    const start = Date.now();
    while (onOther.length < expected.length && Date.now() - start < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    // The other instance through NOTIFY, the publisher's own streams at once: each complete, in
    // order, once (the publisher skips its own packs when they come back).
    expect(onOther).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onPublisher).toEqual(expected);
    // The first event leaves alone; the 499 that waited for it and the two session ends leave
    // together, in packs of a few dozen.
    expect(roundTrips.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

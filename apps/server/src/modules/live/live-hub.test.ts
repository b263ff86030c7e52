import type { Role } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { LiveHub, maxStreamsPerUser, type LiveStream } from './live-hub.service.js';

/** A stream that records what it was sent and lets go of the hub when ended, as the route's does. */
function fakeStream(hub: LiveHub, userId: string, role: Role = 'isci', companyId = 'c1') {
  const stream = {
    userId,
    companyId,
    role,
    chunks: [] as string[],
    ended: false as boolean,
    write: (chunk: string | Buffer) => void stream.chunks.push(String(chunk)),
    end: () => {
      stream.ended = true;
      release();
    },
  } satisfies LiveStream & { chunks: string[]; ended: boolean };
  const release = hub.add(stream);
  return stream;
}

const event = (task_id: string) => ({
  type: 'task.changed' as const,
  task_id,
  task: null,
  refetch: true,
  before: null,
  after: { status: 'atanmis' as const, created_at: '2026-01-01T00:00:00.000Z', deadline: null },
});

describe('LiveHub', () => {
  it('keeps the bus’s order even when a group event waits for its members', async () => {
    let wake!: () => void;
    const members = new Promise<void>((resolve) => (wake = resolve));
    const hub = new LiveHub(async () => {
      await members;
      return ['u1'];
    });
    const s = fakeStream(hub, 'u1');
    const first = hub.deliver({
      kind: 'event',
      audience: { kind: 'group', companyId: 'c1', groupId: 'g' },
      event: event('1'),
    });
    const second = hub.deliver({
      kind: 'event',
      audience: { kind: 'users', companyId: 'c1', userIds: ['u1'] },
      event: event('2'),
    });
    wake();
    await Promise.all([first, second]);
    expect(s.chunks).toEqual([`data: ${JSON.stringify(event('1'))}\n\n`, `data: ${JSON.stringify(event('2'))}\n\n`]);
  });

  it('sends a person named twice one copy, and refuses a stream beyond the cap without ending any', async () => {
    const hub = new LiveHub(async () => []);
    const streams = Array.from({ length: maxStreamsPerUser }, () => fakeStream(hub, 'u1'));
    expect(hub.isFull('u1')).toBe(true);
    expect(hub.isFull('u2')).toBe(false);
    expect(() => fakeStream(hub, 'u1')).toThrow();
    expect(streams.some((s) => s.ended)).toBe(false);
    expect(hub.size).toBe(maxStreamsPerUser);
    await hub.deliver({
      kind: 'event',
      audience: { kind: 'users', companyId: 'c1', userIds: ['u1', 'u1'] },
      event: event('1'),
    });
    expect(streams.every((s) => s.chunks.length === 1)).toBe(true);
    // One let go makes room again.
    streams[0]!.end();
    expect(hub.isFull('u1')).toBe(false);
  });

  it('leaves out of a group event the members it excepts (a sender with an event of their own)', async () => {
    const hub = new LiveHub(async () => ['u1', 'u2', 'u3']);
    const [u1, u2, u3] = ['u1', 'u2', 'u3'].map((id) => fakeStream(hub, id));
    await hub.deliver({
      kind: 'event',
      audience: { kind: 'group', companyId: 'c1', groupId: 'g', except: ['u1'] },
      event: event('1'),
    });
    expect([u1!.chunks.length, u2!.chunks.length, u3!.chunks.length]).toEqual([0, 1, 1]);
  });

  it('ends a person’s streams, or all of them on a resync, and heartbeats whoever is left', async () => {
    const hub = new LiveHub(async () => []);
    const a = fakeStream(hub, 'u1');
    const b = fakeStream(hub, 'u2', 'isveren', 'c2');
    await hub.deliver({ kind: 'session.end', userId: 'u1' });
    expect([a.ended, b.ended]).toEqual([true, false]);
    hub.heartbeat();
    expect(b.chunks).toEqual([': ping\n\n']);
    await hub.deliver({ kind: 'resync' });
    expect(b.ended).toBe(true);
    expect(hub.size).toBe(0);
  });
});

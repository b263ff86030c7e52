import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { multipart, pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import type { Delivery } from '../../platform/live-bus.js';
import { createGroup, expectStatus, makePeople, nextMillisecond, send, sendToGroup } from './messaging-test-kit.js';

/** The live events of messaging (BRIEF-msgsrv "Live events"): what goes to whom, and nothing on a refusal. */
const t = useTestApp();

/** Everything the bus delivers while `action` runs (and the turn after it). */
async function deliveries(action: () => Promise<unknown>): Promise<Delivery[]> {
  const seen: Delivery[] = [];
  // Let the events of earlier calls (delivered on the next turn) go by first.
  await new Promise((resolve) => setImmediate(resolve));
  const stop = t.app.deps.bus.subscribe((m) => {
    if (m.kind === 'event') seen.push({ audience: m.audience, event: m.event });
  });
  try {
    await action();
    await new Promise((resolve) => setImmediate(resolve));
    await nextMillisecond();
  } finally {
    stop();
  }
  return seen;
}

const users = (companyId: string, ...who: TestUser[]) => ({
  kind: 'users',
  companyId,
  userIds: expect.arrayContaining(who.map((u) => u.id)),
});

describe('messages', () => {
  it('a direct message goes to the pair, a group message to the group', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    let id = '';
    const direct = await deliveries(async () => (id = (await send(t, p.sef, p.isci, 'Merhaba')).id));
    expect(direct).toEqual([
      {
        audience: users(p.id, p.sef, p.isci),
        event: { type: 'message.created', message_id: id, sender_id: p.sef.id, receiver_id: p.isci.id, group_id: null },
      },
    ]);
    const inGroup = await deliveries(async () => (id = (await sendToGroup(t, p.isci, g.id, 'Ekip')).id));
    expect(inGroup).toEqual([
      {
        audience: { kind: 'group', companyId: p.id, groupId: g.id },
        event: { type: 'message.created', message_id: id, sender_id: p.isci.id, receiver_id: null, group_id: g.id },
      },
    ]);
  });

  it('a file message and each bulk message are announced too', async () => {
    const p = await makePeople(t);
    const file = await deliveries(() =>
      injectAs(
        t,
        p.isci,
        'POST',
        '/api/messages/send-with-file',
        multipart({ receiver_id: p.sef.id }, [{ field: 'file', name: 'a.pdf', data: pdf(), type: 'application/pdf' }]),
      ),
    );
    expect(file.map((d) => [d.event.type, d.audience])).toEqual([['message.created', users(p.id, p.isci, p.sef)]]);
    const bulk = await deliveries(() =>
      injectAs(t, p.owner, 'POST', '/api/messages/send-bulk', {
        receiver_ids: [p.sef.id, p.isci.id],
        content: 'Duyuru',
      }),
    );
    expect(bulk.map((d) => d.event.type)).toEqual(['message.created', 'message.created']);
    expect(bulk.map((d) => d.audience)).toEqual(
      expect.arrayContaining([users(p.id, p.owner, p.sef), users(p.id, p.owner, p.isci)]),
    );
  });

  it('reading tells the other side: the sender in a pair, the group in a group', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    await send(t, p.owner, p.sef, 'Oku');
    await sendToGroup(t, p.owner, g.id, 'Grupta oku');
    const direct = await deliveries(() =>
      injectAs(t, p.sef, 'POST', '/api/messages/mark-read', { sender_id: p.owner.id }),
    );
    expect(direct).toEqual([
      {
        audience: users(p.id, p.owner),
        event: { type: 'message.read', reader_id: p.sef.id, sender_id: p.owner.id, group_id: null },
      },
    ]);
    const inGroup = await deliveries(() =>
      injectAs(t, p.sef, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true }),
    );
    expect(inGroup).toEqual([
      {
        audience: { kind: 'group', companyId: p.id, groupId: g.id },
        event: { type: 'message.read', reader_id: p.sef.id, sender_id: null, group_id: g.id },
      },
    ]);
  });

  it('refused calls announce nothing', async () => {
    const p = await makePeople(t, 'hiyerarsik');
    const other = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Benim');
    const g = await createGroup(t, p.owner, [p.sef]);
    const none = await deliveries(async () => {
      expectStatus(
        await injectAs(t, p.isci, 'POST', '/api/messages/send', { receiver_id: p.mudur.id, content: 'X' }),
        403,
      );
      expectStatus(await injectAs(t, p.isci, 'PUT', `/api/messages/${m.id}`, { content: 'X' }), 403);
      expectStatus(await injectAs(t, p.isci, 'DELETE', `/api/messages/${m.id}`), 403);
      expectStatus(await injectAs(t, p.isci, 'POST', `/api/groups/${g.id}/messages`, { content: 'X' }), 403);
      expectStatus(await injectAs(t, p.sef, 'POST', `/api/groups/${g.id}/members`, { user_id: p.isci.id }), 403);
      expectStatus(await injectAs(t, other.owner, 'DELETE', `/api/messages/${m.id}`), 404);
    });
    expect(none).toEqual([]);
  });
});

describe('groups', () => {
  it('creating, adding and removing tell the group; a removed member is told as well', async () => {
    const p = await makePeople(t);
    let id = '';
    const created = await deliveries(async () => (id = (await createGroup(t, p.owner, [p.sef])).id));
    expect(created.map((d) => d.event)).toEqual([{ type: 'group.updated', group_id: id }]);
    const added = await deliveries(() =>
      injectAs(t, p.owner, 'POST', `/api/groups/${id}/members`, { user_id: p.isci.id }),
    );
    expect(added).toContainEqual({
      audience: { kind: 'group', companyId: p.id, groupId: id },
      event: { type: 'group.updated', group_id: id },
    });
    const removed = await deliveries(() => injectAs(t, p.owner, 'DELETE', `/api/groups/${id}/members/${p.isci.id}`));
    expect(removed.every((d) => d.event.type === 'group.updated')).toBe(true);
    // After the removal the group's audience no longer holds the worker: a delivery must name them.
    expect(removed.map((d) => d.audience)).toContainEqual(users(p.id, p.isci));
  });
});

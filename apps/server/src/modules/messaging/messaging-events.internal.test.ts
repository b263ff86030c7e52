import type { LiveEvent } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { Audience } from '../../platform/live-bus.js';
import { makeCompany } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

/** What messaging tells the live layer, and whom. */
const t = useTestApp();

async function eventsOf(call: () => Promise<unknown>): Promise<{ audience: Audience; event: LiveEvent }[]> {
  const seen: { audience: Audience; event: LiveEvent }[] = [];
  const stop = t.app.deps.bus.subscribe((message) => {
    if (message.kind === 'event') seen.push({ audience: message.audience, event: message.event });
  });
  await call();
  await new Promise((resolve) => setImmediate(resolve));
  stop();
  return seen;
}

describe('live events', () => {
  it('go to the pair of a direct conversation, and the read receipt to the sender', async () => {
    const c = await makeCompany(t);
    let id = '';
    const sent = await eventsOf(async () => {
      id = (
        await injectAs(t, c.owner, 'POST', '/api/messages/send', { receiver_id: c.isci.id, content: 'Selam' })
      ).json().id;
    });
    expect(sent).toEqual([
      {
        audience: { kind: 'users', companyId: c.id, userIds: [c.owner.id, c.isci.id] },
        event: expect.objectContaining({
          type: 'message.created',
          message_id: id,
          sender_id: c.owner.id,
          receiver_id: c.isci.id,
          group_id: null,
        }),
      },
    ]);
    const read = await eventsOf(() =>
      injectAs(t, c.isci, 'POST', '/api/messages/mark-read', { sender_id: c.owner.id }),
    );
    expect(read).toEqual([
      {
        // The reader's own streams too: their unread count.
        audience: { kind: 'users', companyId: c.id, userIds: [c.owner.id, c.isci.id] },
        event: expect.objectContaining({
          type: 'message.read',
          reader_id: c.isci.id,
          sender_id: c.owner.id,
          group_id: null,
        }),
      },
    ]);
    const edited = await eventsOf(() => injectAs(t, c.owner, 'PUT', `/api/messages/${id}`, { content: 'Selamlar' }));
    // Read by then: the sender's copy lists the reader, the receiver's does not (one event each).
    expect(edited.map((e) => [e.event.type, e.audience])).toEqual([
      ['message.updated', { kind: 'users', companyId: c.id, userIds: [c.owner.id] }],
      ['message.updated', { kind: 'users', companyId: c.id, userIds: [c.isci.id] }],
    ]);
    const deleted = await eventsOf(() => injectAs(t, c.owner, 'DELETE', `/api/messages/${id}`));
    expect(deleted.map((e) => e.event.type)).toEqual(['message.deleted']);
  });

  it('go to the group, and a removed member hears of the change too', async () => {
    const c = await makeCompany(t);
    const groupId = (
      await injectAs(t, c.owner, 'POST', '/api/groups/create', { name: 'Vardiya', member_ids: [c.isci.id] })
    ).json().id;
    const sent = await eventsOf(() =>
      injectAs(t, c.isci, 'POST', `/api/groups/${groupId}/messages`, { content: 'Geldim' }),
    );
    expect(sent[0]?.audience).toEqual({ kind: 'group', companyId: c.id, groupId });
    const removed = await eventsOf(() => injectAs(t, c.owner, 'DELETE', `/api/groups/${groupId}/members/${c.isci.id}`));
    expect(removed).toEqual([
      {
        audience: { kind: 'group', companyId: c.id, groupId },
        event: expect.objectContaining({ type: 'group.updated', group_id: groupId }),
      },
      {
        audience: { kind: 'users', companyId: c.id, userIds: [c.isci.id] },
        event: expect.objectContaining({ type: 'group.updated', group_id: groupId }),
      },
    ]);
  });
});

import { conversation, message as messageSchema, type LiveEvent } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  groupList,
  createGroup,
  expectDetail,
  expectStatus,
  makePeople,
  messageRows,
  messagingState,
  page,
  send,
  sendToGroup,
} from '../messaging-test-kit.js';

/** Edit, delete and read status: the sender's own messages only (docs/product-rules.md#messaging). */
const t = useTestApp();

const edit = (who: TestUser, id: string, content = 'Düzeltilmiş metin') =>
  injectAs(t, who, 'PUT', `/api/messages/${id}`, { content });
const remove = (who: TestUser, id: string) => injectAs(t, who, 'DELETE', `/api/messages/${id}`);
const readStatusOf = (who: TestUser, id: string) => injectAs(t, who, 'GET', `/api/messages/${id}/read-status`);

async function conversationWith(who: TestUser, peer: TestUser) {
  const res = await injectAs(t, who, 'GET', '/api/messages/conversations');
  expectStatus(res, 200, 'conversations');
  return conversation
    .array()
    .parse(res.json())
    .find((c) => c.user.id === peer.id);
}

async function groupAs(who: TestUser, id: string) {
  return (await groupList(t, who)).find((g) => g.id === id);
}

describe('editing', () => {
  it('the sender edits; both sides see the new text marked as edited', async () => {
    const p = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Yarın 8de');
    const res = await edit(p.sef, m.id, 'Yarın 9da');
    expectStatus(res, 200, 'edit');
    expect(messageSchema.parse(res.json())).toMatchObject({ id: m.id, content: 'Yarın 9da', is_edited: true });
    for (const [who, peer] of [
      [p.sef, p.isci],
      [p.isci, p.sef],
    ] as const) {
      const [seen] = (await page(t, who, `/api/messages/${peer.id}`)).messages;
      expect(seen).toMatchObject({ content: 'Yarın 9da', is_edited: true });
    }
    // The conversation list's preview follows the edit.
    expect((await conversationWith(p.isci, p.sef))?.last_message).toMatchObject({ content: 'Yarın 9da' });
  });

  it('refuses blank or oversized text, changing nothing', async () => {
    const p = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Asıl');
    const before = await messagingState(t, p.id);
    for (const content of ['', '   ', 'x'.repeat(4001)]) {
      const res = await edit(p.sef, m.id, content);
      expectStatus(res, [400, 422], `edit to ${content.length} chars`);
      expectDetail(res);
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });
});

describe("someone else's message", () => {
  it('direct: the receiver gets 403, a colleague outside it and another company 404, nothing changed', async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Gizli değil ama benim');
    const before = await messagingState(t, p.id);
    for (const [who, want] of [
      [p.isci, 403],
      [p.owner, 404],
      [p.mudur, 404],
      [p.isci2, 404],
      [other.owner, 404],
      [other.sef, 404],
    ] as const) {
      for (const res of [await edit(who, m.id), await remove(who, m.id), await readStatusOf(who, m.id)]) {
        expectStatus(res, want, `${who.email} ${res.statusCode}`);
        expectDetail(res);
      }
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('group: a member gets 403, a non-member 404, nothing changed', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    const m = await sendToGroup(t, p.sef, g.id, 'Plan değişti');
    const before = await messagingState(t, p.id);
    for (const [who, want] of [
      [p.isci, 403],
      [p.owner, 403],
      [p.mudur, 404],
      [p.isci2, 404],
    ] as const) {
      for (const res of [await edit(who, m.id), await remove(who, m.id), await readStatusOf(who, m.id)])
        expectStatus(res, want, `${who.role} ${res.statusCode}`);
    }
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it('an unknown or malformed id is 404 or a validation error, never 500', async () => {
    const p = await makePeople(t);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'yok', '%00', "1' or '1'='1"]) {
      const url = `/api/messages/${encodeURIComponent(id)}`;
      for (const res of [
        await injectAs(t, p.owner, 'PUT', url, { content: 'X' }),
        await injectAs(t, p.owner, 'DELETE', url),
        await injectAs(t, p.owner, 'GET', `${url}/read-status`),
      ])
        expect([400, 404, 422], `${id} → ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});

describe('deleting', () => {
  it('is gone for everyone; last message and unread counts follow', async () => {
    const p = await makePeople(t);
    const m1 = await send(t, p.owner, p.isci, 'Birinci');
    const m2 = await send(t, p.owner, p.isci, 'İkinci');
    expect(await conversationWith(p.isci, p.owner)).toMatchObject({ unread_count: 2, last_message: { id: m2.id } });
    expectStatus(await remove(p.owner, m2.id), [200, 204], 'delete');
    expect((await messageRows(t, p.id)).map((r) => r.id)).toEqual([m1.id]);
    for (const [who, peer] of [
      [p.owner, p.isci],
      [p.isci, p.owner],
    ] as const)
      expect((await page(t, who, `/api/messages/${peer.id}`)).messages.map((m) => m.id)).toEqual([m1.id]);
    expect(await conversationWith(p.isci, p.owner)).toMatchObject({ unread_count: 1, last_message: { id: m1.id } });
    expect((await conversationWith(p.owner, p.isci))?.last_message?.id).toBe(m1.id);
    // Deleting it again, or editing it, finds nothing.
    expectStatus(await remove(p.owner, m2.id), 404, 'delete twice');
    expectStatus(await edit(p.owner, m2.id), 404, 'edit deleted');

    expectStatus(await remove(p.owner, m1.id), [200, 204], 'delete the last');
    const empty = await conversationWith(p.isci, p.owner);
    if (empty) expect(empty).toMatchObject({ unread_count: 0, last_message: null });
  });

  it('an already read message leaves the unread count at zero', async () => {
    const p = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Okundu');
    expectStatus(await injectAs(t, p.isci, 'POST', '/api/messages/mark-read', { sender_id: p.sef.id }), 200);
    expectStatus(await remove(p.sef, m.id), [200, 204], 'delete');
    const c = await conversationWith(p.isci, p.sef);
    if (c) expect(c.unread_count).toBe(0);
  });

  it('an older message leaves the last message as it was', async () => {
    const p = await makePeople(t);
    const old = await send(t, p.sef, p.isci, 'Eski');
    const last = await send(t, p.isci, p.sef, 'Son');
    expectStatus(await remove(p.sef, old.id), [200, 204], 'delete');
    expect(await conversationWith(p.isci, p.sef)).toMatchObject({ unread_count: 0, last_message: { id: last.id } });
    expect(await conversationWith(p.sef, p.isci)).toMatchObject({ unread_count: 1, last_message: { id: last.id } });
  });

  it("in a group: every member's unread count and last message follow", async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.mudur, p.sef, p.isci]);
    const first = await sendToGroup(t, p.mudur, g.id, 'Bir');
    const second = await sendToGroup(t, p.sef, g.id, 'İki');
    expectStatus(await injectAs(t, p.isci, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true }), 200);
    expectStatus(await remove(p.sef, second.id), [200, 204], 'delete');
    expect(await groupAs(p.owner, g.id)).toMatchObject({ unread_count: 1, last_message: { id: first.id } });
    expect(await groupAs(p.mudur, g.id)).toMatchObject({ unread_count: 0, last_message: { id: first.id } });
    expect(await groupAs(p.isci, g.id)).toMatchObject({ unread_count: 0, last_message: { id: first.id } });
    expect((await page(t, p.isci, `/api/groups/${g.id}/messages`)).messages.map((m) => m.id)).toEqual([first.id]);
  });

  it('publishes message.deleted and message.updated to the pair after the write', async () => {
    const p = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Olay');
    const events: LiveEvent[] = [];
    const stop = t.app.deps.bus.subscribe((e) => {
      if (e.kind === 'event') events.push(e.event);
    });
    try {
      expectStatus(await edit(p.sef, m.id), 200);
      expectStatus(await remove(p.sef, m.id), [200, 204]);
      await new Promise((resolve) => setImmediate(resolve));
      const where = { message_id: m.id, sender_id: p.sef.id, receiver_id: p.isci.id, group_id: null };
      expect(events).toContainEqual(expect.objectContaining({ type: 'message.updated', ...where }));
      expect(events).toContainEqual(expect.objectContaining({ type: 'message.deleted', ...where }));
    } finally {
      stop();
    }
  });
});

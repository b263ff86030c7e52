import { conversation, pinnedResponse } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  createGroup,
  expectStatus,
  groupList,
  makePeople,
  messagingState,
  send,
  sendToGroup,
} from '../messaging-test-kit.js';

/** The conversation list's order and pins (0007's pinned_conversations). */
const t = useTestApp();

async function conversations(who: TestUser) {
  const res = await injectAs(t, who, 'GET', '/api/messages/conversations');
  expectStatus(res, 200, 'conversations');
  return conversation.array().parse(res.json());
}
const groups = (who: TestUser) => groupList(t, who);
async function pin(who: TestUser, id: string, isGroup = false) {
  const res = await injectAs(t, who, 'POST', '/api/conversations/pin', { conversation_id: id, is_group: isGroup });
  expectStatus(res, 200, 'pin');
  return pinnedResponse.parse(res.json()).pinned_conversations;
}
async function unpin(who: TestUser, id: string) {
  const res = await injectAs(t, who, 'POST', '/api/conversations/unpin', { conversation_id: id });
  expectStatus(res, 200, 'unpin');
  return pinnedResponse.parse(res.json()).pinned_conversations;
}
async function storedPins(who: TestUser): Promise<string[]> {
  const row = await t.database.db
    .selectFrom('users')
    .select('pinned_conversations')
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.pinned_conversations) as string[];
}

describe('direct conversations', () => {
  it('are listed latest first, pinned ones before all others; unpinning restores the order', async () => {
    const p = await makePeople(t);
    await send(t, p.owner, p.isci, 'İşveren');
    await send(t, p.sef, p.isci, 'Şef');
    await send(t, p.isci, p.mudur, 'Müdür');
    const order = async () => (await conversations(p.isci)).map((c) => [c.user.id, c.is_pinned]);
    expect(await order()).toEqual([
      [p.mudur.id, false],
      [p.sef.id, false],
      [p.owner.id, false],
    ]);
    const list = await conversations(p.isci);
    expect(list[0]).toMatchObject({
      user: { id: p.mudur.id, name: p.mudur.row.name, role: 'mudur', email: p.mudur.email },
    });
    expect(list[0]!.last_message).toMatchObject({ content: 'Müdür', sender_id: p.isci.id });

    expect(await pin(p.isci, p.owner.id)).toEqual([p.owner.id]);
    expect(await pin(p.isci, p.owner.id)).toEqual([p.owner.id]);
    expect((await pin(p.isci, p.sef.id)).sort()).toEqual([p.owner.id, p.sef.id].sort());
    expect((await storedPins(p.isci)).sort()).toEqual([p.owner.id, p.sef.id].sort());
    const pinned = await conversations(p.isci);
    expect(pinned.slice(0, 2).every((c) => c.is_pinned)).toBe(true);
    expect(
      pinned
        .map((c) => c.user.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([p.owner.id, p.sef.id].sort());
    expect(pinned[2]).toMatchObject({ user: { id: p.mudur.id }, is_pinned: false });
    // Pins are the pinner's alone.
    expect((await conversations(p.owner)).every((c) => !c.is_pinned)).toBe(true);

    expect(await unpin(p.isci, p.sef.id)).toEqual([p.owner.id]);
    expect(await unpin(p.isci, p.owner.id)).toEqual([]);
    expect(await order()).toEqual([
      [p.mudur.id, false],
      [p.sef.id, false],
      [p.owner.id, false],
    ]);
    expect(await storedPins(p.isci)).toEqual([]);
  });

  it('a new message moves its conversation to the top of the unpinned ones', async () => {
    const p = await makePeople(t);
    await send(t, p.owner, p.isci, 'Bir');
    await send(t, p.sef, p.isci, 'İki');
    await send(t, p.owner, p.isci, 'Üç');
    expect((await conversations(p.isci)).map((c) => c.user.id)).toEqual([p.owner.id, p.sef.id]);
  });
});

describe('pins at the same moment', () => {
  it('pinning several conversations at once keeps every pin', async () => {
    const p = await makePeople(t);
    const peers = [p.owner, p.mudur, p.sef, p.sef2, p.isci2];
    for (const peer of peers) await send(t, peer, p.isci, 'Merhaba');
    const results = await Promise.all(
      peers.map((peer) =>
        injectAs(t, p.isci, 'POST', '/api/conversations/pin', { conversation_id: peer.id, is_group: false }),
      ),
    );
    for (const res of results) expectStatus(res, 200, 'parallel pin');
    expect((await storedPins(p.isci)).sort()).toEqual(peers.map((x) => x.id).sort());
    expect((await conversations(p.isci)).every((c) => c.is_pinned)).toBe(true);
  });
});

describe('groups', () => {
  it('are listed pinned first, then by last message, groups without messages last', async () => {
    const p = await makePeople(t);
    const quiet = await createGroup(t, p.owner, [p.isci], 'Sessiz');
    const older = await createGroup(t, p.owner, [p.isci], 'Eski');
    const newer = await createGroup(t, p.owner, [p.isci], 'Yeni');
    await sendToGroup(t, p.owner, older.id, 'Önce');
    await sendToGroup(t, p.owner, newer.id, 'Sonra');
    expect((await groups(p.isci)).map((g) => g.name)).toEqual(['Yeni', 'Eski', 'Sessiz']);
    await pin(p.isci, quiet.id, true);
    const list = await groups(p.isci);
    expect(list.map((g) => [g.name, g.is_pinned])).toEqual([
      ['Sessiz', true],
      ['Yeni', false],
      ['Eski', false],
    ]);
    expect(list[1]).toMatchObject({ last_message: { content: 'Sonra' }, unread_count: 1, member_count: 2 });
    // The employer's own list is unchanged by the worker's pin.
    expect((await groups(p.owner)).map((g) => g.is_pinned)).toEqual([false, false, false]);
    expect(await unpin(p.isci, quiet.id)).toEqual([]);
    expect((await groups(p.isci)).map((g) => g.name)).toEqual(['Yeni', 'Eski', 'Sessiz']);
  });

  it('a group the pinner is not in cannot be pinned', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const before = await messagingState(t, p.id);
    const res = await injectAs(t, p.isci, 'POST', '/api/conversations/pin', { conversation_id: g.id, is_group: true });
    expectStatus(res, [403, 404], 'pin a group of others');
    expect(await messagingState(t, p.id)).toBe(before);
  });
});

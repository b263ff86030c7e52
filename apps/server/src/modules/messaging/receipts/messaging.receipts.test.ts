import { conversation, markReadResponse, readStatus, type LiveEvent, groupListItem } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  groupList,
  createGroup,
  expectStatus,
  makePeople,
  messageRows,
  page,
  pairKey,
  send,
  sendToGroup,
  threadOf,
} from '../messaging-test-kit.js';

const t = useTestApp();
const time = (v: unknown) => new Date(v as string).getTime();

async function markRead(who: TestUser, body: Record<string, unknown>) {
  const res = await injectAs(t, who, 'POST', '/api/messages/mark-read', body);
  expectStatus(res, 200, 'mark-read');
  return markReadResponse.parse(res.json());
}

async function unreadFrom(who: TestUser, peer: TestUser): Promise<number | undefined> {
  const res = await injectAs(t, who, 'GET', '/api/messages/conversations');
  expectStatus(res, 200, 'conversations');
  return conversation
    .array()
    .parse(res.json())
    .find((c) => c.user.id === peer.id)?.unread_count;
}

async function groupUnread(who: TestUser, groupId: string): Promise<number | undefined> {
  return (await groupList(t, who)).find((g) => g.id === groupId)?.unread_count;
}

async function status(who: TestUser, messageId: string) {
  const res = await injectAs(t, who, 'GET', `/api/messages/${messageId}/read-status`);
  expectStatus(res, 200, 'read-status');
  return readStatus.parse(res.json());
}

describe('direct conversations', () => {
  it('counts unread, marks everything up to now, and shows the receiver as reader', async () => {
    const p = await makePeople(t);
    for (const text of ['Bir', 'İki', 'Üç']) await send(t, p.owner, p.isci, text);
    await send(t, p.isci, p.owner, 'Benden');
    expect(await unreadFrom(p.isci, p.owner)).toBe(3);
    expect(await unreadFrom(p.owner, p.isci)).toBe(1);
    const before = (await page(t, p.owner, `/api/messages/${p.isci.id}`)).messages;
    expect(before.map((m) => [m.content, m.is_read, m.read_by])).toEqual([
      ['Bir', false, []],
      ['İki', false, []],
      ['Üç', false, []],
      ['Benden', false, []],
    ]);

    const marked = await markRead(p.isci, { sender_id: p.owner.id, is_group: false });
    expect(marked.marked).toBe(3);
    const thread = await threadOf(t, p.isci.id, pairKey(p.isci.id, p.owner.id));
    const newestFromOwner = (await messageRows(t, p.id)).filter((r) => r.sender_id === p.owner.id).at(-1)!;
    expect(thread?.unread_count).toBe(0);
    expect(time(thread?.last_read_at)).toBeGreaterThanOrEqual(time(newestFromOwner.created_at));
    expect(await unreadFrom(p.isci, p.owner)).toBe(0);
    // The worker's own message stays unread for the employer: marking reads the other side only.
    expect(await unreadFrom(p.owner, p.isci)).toBe(1);

    const after = (await page(t, p.owner, `/api/messages/${p.isci.id}`)).messages;
    expect(after.map((m) => [m.content, m.is_read, m.read_by])).toEqual([
      ['Bir', true, [p.isci.id]],
      ['İki', true, [p.isci.id]],
      ['Üç', true, [p.isci.id]],
      ['Benden', false, []],
    ]);
    const rs = await status(p.owner, after[2]!.id);
    expect(rs).toMatchObject({
      message_id: after[2]!.id,
      is_group: false,
      is_read: true,
      read_count: 1,
      total_members: 1,
      receiver_name: p.isci.row.name,
    });
    expect(rs.read_at).not.toBeNull();

    // A newer message is unread again; the older ones stay read.
    const later = await send(t, p.owner, p.isci, 'Dört');
    expect(await unreadFrom(p.isci, p.owner)).toBe(1);
    expect((await status(p.owner, later.id)).is_read).toBe(false);
    expect((await status(p.owner, after[0]!.id)).is_read).toBe(true);
  });

  it('marking an empty or already read conversation marks nothing and fails nothing', async () => {
    const p = await makePeople(t);
    expect((await markRead(p.isci, { sender_id: p.sef.id })).marked).toBe(0);
    await send(t, p.sef, p.isci, 'Selam');
    expect((await markRead(p.isci, { sender_id: p.sef.id })).marked).toBe(1);
    expect((await markRead(p.isci, { sender_id: p.sef.id })).marked).toBe(0);
    expect(await unreadFrom(p.isci, p.sef)).toBe(0);
  });

  it('tells the sender through the live bus, after the write', async () => {
    const p = await makePeople(t);
    await send(t, p.owner, p.isci, 'Oku');
    const events: LiveEvent[] = [];
    const stop = t.app.deps.bus.subscribe((m) => {
      if (m.kind === 'event') events.push(m.event);
    });
    try {
      await markRead(p.isci, { sender_id: p.owner.id, is_group: 'false' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'message.read',
          reader_id: p.isci.id,
          sender_id: p.owner.id,
          group_id: null,
        }),
      );
    } finally {
      stop();
    }
  });
});

describe('groups', () => {
  it('read-status counts the members other than the sender, each with their state', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.mudur, p.sef, p.isci]);
    const first = await sendToGroup(t, p.sef, g.id, 'Toplantı 10:00');
    await sendToGroup(t, p.sef, g.id, 'Salon B');
    for (const who of [p.owner, p.mudur, p.isci]) expect(await groupUnread(who, g.id), who.role).toBe(2);
    expect(await groupUnread(p.sef, g.id)).toBe(0);

    let rs = await status(p.sef, first.id);
    expect(rs).toMatchObject({ message_id: first.id, is_group: true, read_count: 0, total_members: 3, is_read: false });
    expect(rs.read_status.map((r) => r.user_id).sort()).toEqual([p.owner.id, p.mudur.id, p.isci.id].sort());
    expect(rs.read_status.every((r) => !r.is_read && r.read_at === null)).toBe(true);

    const marked = await markRead(p.mudur, { group_id: g.id, is_group: 'true' });
    expect(marked.marked).toBe(2);
    expect(await groupUnread(p.mudur, g.id)).toBe(0);
    expect(await groupUnread(p.isci, g.id)).toBe(2);
    rs = await status(p.sef, first.id);
    expect(rs).toMatchObject({ read_count: 1, total_members: 3, is_read: true });
    const mudur = rs.read_status.find((r) => r.user_id === p.mudur.id)!;
    expect(mudur).toMatchObject({ is_read: true, user_name: p.mudur.row.name });
    expect(mudur.read_at).not.toBeNull();
    const msgs = (await page(t, p.sef, `/api/groups/${g.id}/messages`)).messages;
    expect(msgs.map((m) => [m.is_read, m.read_by])).toEqual([
      [true, [p.mudur.id]],
      [true, [p.mudur.id]],
    ]);

    await markRead(p.owner, { group_id: g.id, is_group: true });
    await markRead(p.isci, { group_id: g.id, is_group: true });
    rs = await status(p.sef, first.id);
    expect(rs.read_count).toBe(3);
    expect(rs.read_status.every((r) => r.is_read)).toBe(true);
  });

  it('a member added later counts from then on; a removed member no longer counts', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    const m = await sendToGroup(t, p.owner, g.id, 'Herkese');
    expect((await status(p.owner, m.id)).total_members).toBe(2);
    expectStatus(await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/members`, { user_id: p.mudur.id }), 200);
    const next = await sendToGroup(t, p.owner, g.id, 'Yeni üyeyle');
    expect((await status(p.owner, next.id)).total_members).toBe(3);
    expect(await groupUnread(p.mudur, g.id)).toBe(1);
    expectStatus(await injectAs(t, p.owner, 'DELETE', `/api/groups/${g.id}/members/${p.isci.id}`), 200);
    const rs = await status(p.owner, next.id);
    expect(rs.read_status.map((r) => r.user_id).sort()).toEqual([p.sef.id, p.mudur.id].sort());
  });

  it('joining is not reading: an old unread message stays unread until the newcomer marks the group read', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const old = await sendToGroup(t, p.owner, g.id, 'Eski duyuru');
    expectStatus(await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/members`, { user_id: p.mudur.id }), 200);
    // The newcomer starts with nothing unread, and is not counted as a reader of what came before.
    expect(await groupUnread(p.mudur, g.id)).toBe(0);
    let rs = await status(p.owner, old.id);
    expect(rs).toMatchObject({ read_count: 0, is_read: false });
    expect((await page(t, p.owner, `/api/groups/${g.id}/messages`)).messages[0]).toMatchObject({
      is_read: false,
      read_by: [],
    });
    await markRead(p.mudur, { group_id: g.id, is_group: true });
    rs = await status(p.owner, old.id);
    expect(rs.read_status.find((r) => r.user_id === p.mudur.id)?.is_read).toBe(true);
    expect(rs.read_status.find((r) => r.user_id === p.sef.id)?.is_read).toBe(false);
  });
});

describe('times', () => {
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

  it('every time the messaging calls answer is an ISO instant in UTC, on both engines', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const m = await send(t, p.owner, p.sef, 'Saat');
    const gm = await sendToGroup(t, p.owner, g.id, 'Grup saati');
    await markRead(p.sef, { sender_id: p.owner.id });
    await markRead(p.sef, { group_id: g.id, is_group: true });
    const direct = await status(p.owner, m.id);
    const inGroup = await status(p.owner, gm.id);
    const conversations = conversation
      .array()
      .parse((await injectAs(t, p.sef, 'GET', '/api/messages/conversations')).json());
    const groups = groupListItem.array().parse((await injectAs(t, p.sef, 'GET', '/api/groups')).json());
    const times = {
      'message.created_at': m.created_at,
      'group message.created_at': gm.created_at,
      'read-status.read_at': direct.read_at,
      'read-status entry.read_at': direct.read_status[0]?.read_at,
      'group read-status entry.read_at': inGroup.read_status.find((r) => r.user_id === p.sef.id)?.read_at,
      'conversation.user.created_at': conversations[0]?.user.created_at,
      'conversation.last_message.created_at': conversations[0]?.last_message?.created_at,
      'group.created_at': groups[0]?.created_at,
      'group.last_message.created_at': groups[0]?.last_message?.created_at,
    };
    for (const [where, value] of Object.entries(times)) expect(value, where).toMatch(iso);
  });
});

describe('the unread count', () => {
  it('adds up direct and group unread messages, follows reading, and is each person’s own', async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    await send(t, p.owner, p.isci, 'Bir');
    await send(t, p.sef, p.isci, 'İki');
    await sendToGroup(t, p.sef, g.id, 'Üç');
    await send(t, other.owner, other.isci, 'Başka şirket');
    const count = async (who: TestUser) => {
      const res = await injectAs(t, who, 'GET', '/api/messages/unread-count');
      expectStatus(res, 200, `${who.role} unread-count`);
      return res.json();
    };
    expect(await count(p.isci)).toEqual({ unread_count: 3, direct: 2, group: 1 });
    expect(await count(p.owner)).toEqual({ unread_count: 1, direct: 0, group: 1 });
    expect(await count(p.sef)).toEqual({ unread_count: 0, direct: 0, group: 0 });
    expect(await count(other.isci)).toEqual({ unread_count: 1, direct: 1, group: 0 });
    await markRead(p.isci, { sender_id: p.owner.id, is_group: 'false' });
    expect(await count(p.isci)).toEqual({ unread_count: 2, direct: 1, group: 1 });
    expectStatus(await injectAs(t, p.pending, 'GET', '/api/messages/unread-count'), 403);
  });
});

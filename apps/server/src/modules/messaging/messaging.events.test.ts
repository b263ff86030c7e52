import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { multipart, pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import type { Message } from '@vazife/contract';
import {
  createGroup,
  deliveries,
  expectStatus,
  makePeople,
  nextMillisecond,
  page,
  send,
  sendToGroup,
  threadOf,
} from './messaging-test-kit.js';

/** The live events of messaging (BRIEF-msgsrv "Live events"): what goes to whom, and nothing on a refusal. */
const t = useTestApp();

const users = (companyId: string, ...who: TestUser[]) => ({
  kind: 'users',
  companyId,
  userIds: expect.arrayContaining(who.map((u) => u.id)),
});

describe('messages', () => {
  it('a direct message goes to the pair, a group message to the group', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    let sent: Message | undefined;
    const direct = await deliveries(t, async () => (sent = await send(t, p.sef, p.isci, 'Merhaba')));
    // The event carries the message as the lists show it (the receiver's answer: no one read it yet).
    expect(direct).toEqual([
      {
        audience: users(p.id, p.sef, p.isci),
        event: {
          type: 'message.created',
          message_id: sent!.id,
          sender_id: p.sef.id,
          receiver_id: p.isci.id,
          group_id: null,
          message: sent,
          refetch: false,
        },
      },
    ]);
    const {
      messages: [inChat],
    } = await page(t, p.isci, `/api/messages/${p.sef.id}`);
    expect(direct[0]!.event).toMatchObject({ message: inChat });
    const inGroup = await deliveries(t, async () => (sent = await sendToGroup(t, p.isci, g.id, 'Ekip')));
    expect(inGroup).toEqual([
      {
        audience: { kind: 'group', companyId: p.id, groupId: g.id },
        event: {
          type: 'message.created',
          message_id: sent!.id,
          sender_id: p.isci.id,
          receiver_id: null,
          group_id: g.id,
          message: sent,
          refetch: false,
        },
      },
    ]);
  });

  it('a file message and each bulk message are announced too', async () => {
    const p = await makePeople(t);
    const file = await deliveries(t, () =>
      injectAs(
        t,
        p.isci,
        'POST',
        '/api/messages/send-with-file',
        multipart({ receiver_id: p.sef.id }, [{ field: 'file', name: 'a.pdf', data: pdf(), type: 'application/pdf' }]),
      ),
    );
    expect(file.map((d) => [d.event.type, d.audience])).toEqual([['message.created', users(p.id, p.isci, p.sef)]]);
    // A file's link is signed per reader: the event leaves it out and says to fetch the message.
    expect(file[0]!.event).toMatchObject({
      refetch: true,
      message: { message_type: 'file', file_name: 'a.pdf', file_url: null, thumbnail_url: null },
    });
    const bulk = await deliveries(t, () =>
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

  it('reading tells the other side and the reader, with the new watermark', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const m = await send(t, p.owner, p.sef, 'Oku');
    const gm = await sendToGroup(t, p.owner, g.id, 'Grupta oku');
    const direct = await deliveries(t, () =>
      injectAs(t, p.sef, 'POST', '/api/messages/mark-read', { sender_id: p.owner.id }),
    );
    expect(direct).toEqual([
      {
        audience: { kind: 'users', companyId: p.id, userIds: [p.owner.id, p.sef.id] },
        event: {
          type: 'message.read',
          reader_id: p.sef.id,
          sender_id: p.owner.id,
          group_id: null,
          read_up_to: m.created_at,
          last_read_message_id: m.id,
          unread_count: 0,
          marked: 1,
        },
      },
    ]);
    const inGroup = await deliveries(t, () =>
      injectAs(t, p.sef, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true }),
    );
    expect(inGroup).toEqual([
      {
        audience: { kind: 'users', companyId: p.id, userIds: [p.owner.id, p.sef.id] },
        event: {
          type: 'message.read',
          reader_id: p.sef.id,
          sender_id: null,
          group_id: g.id,
          read_up_to: gm.created_at,
          last_read_message_id: gm.id,
          unread_count: 0,
          marked: 1,
        },
      },
    ]);
  });

  it('marking again with nothing new writes nothing and tells no one', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    await send(t, p.owner, p.sef, 'Bir');
    await sendToGroup(t, p.owner, g.id, 'İki');
    const mark = (body: Record<string, unknown>) => injectAs(t, p.sef, 'POST', '/api/messages/mark-read', body);
    expect((await mark({ sender_id: p.owner.id })).json()).toMatchObject({ marked: 1 });
    expect((await mark({ group_id: g.id, is_group: true })).json()).toMatchObject({ marked: 1 });
    const before = await threadOf(t, p.sef.id, g.id);
    const again = await deliveries(t, async () => {
      expect((await mark({ sender_id: p.owner.id })).json()).toMatchObject({ marked: 0 });
      expect((await mark({ group_id: g.id, is_group: true })).json()).toMatchObject({ marked: 0 });
    });
    expect(again).toEqual([]);
    expect(await threadOf(t, p.sef.id, g.id)).toEqual(before);
  });

  it('in a group, only the senders of the newly read messages and the reader are told', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci, p.mudur]);
    await sendToGroup(t, p.owner, g.id, 'İşverenden');
    await nextMillisecond();
    await sendToGroup(t, p.isci, g.id, 'İşçiden');
    const mark = (who: TestUser) =>
      injectAs(t, who, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true });
    const first = await deliveries(t, () => mark(p.sef));
    expect(first.map((d) => d.audience)).toEqual([
      { kind: 'users', companyId: p.id, userIds: expect.arrayContaining([p.owner.id, p.isci.id, p.sef.id]) },
    ]);
    const told = first[0]!.audience;
    expect(told.kind === 'users' && told.userIds.length).toBe(3);
    // The manager wrote nothing: not told. A later message from the manager is read: only they are.
    await nextMillisecond();
    await sendToGroup(t, p.mudur, g.id, 'Müdürden');
    const second = await deliveries(t, () => mark(p.sef));
    expect(second.map((d) => d.audience)).toEqual([
      { kind: 'users', companyId: p.id, userIds: [p.mudur.id, p.sef.id] },
    ]);
  });

  it('an edit carries the message; a delete each member’s unread count and last message', async () => {
    const p = await makePeople(t);
    const first = await send(t, p.owner, p.sef, 'İlk');
    await nextMillisecond();
    const second = await send(t, p.owner, p.sef, 'İkinci');
    const edited = await deliveries(t, () =>
      injectAs(t, p.owner, 'PUT', `/api/messages/${second.id}`, { content: 'Yeni' }),
    );
    expect(edited).toEqual([
      {
        audience: users(p.id, p.owner, p.sef),
        event: expect.objectContaining({
          type: 'message.updated',
          message_id: second.id,
          message: expect.objectContaining({ id: second.id, content: 'Yeni', is_edited: true }),
          refetch: false,
        }),
      },
    ]);
    const deleted = await deliveries(t, () => injectAs(t, p.owner, 'DELETE', `/api/messages/${second.id}`));
    const byUser = new Map(
      deleted.flatMap((d) => (d.audience.kind === 'users' ? d.audience.userIds.map((id) => [id, d.event]) : [])),
    );
    expect([...byUser.keys()].sort()).toEqual([p.owner.id, p.sef.id].sort());
    const last = expect.objectContaining({ id: first.id, content: 'İlk' });
    expect(byUser.get(p.sef.id)).toEqual({
      type: 'message.deleted',
      message_id: second.id,
      sender_id: p.owner.id,
      receiver_id: p.sef.id,
      group_id: null,
      last_message: last,
      refetch: false,
      unread_count: 1,
    });
    expect(byUser.get(p.owner.id)).toMatchObject({ last_message: last, unread_count: 0 });
    // What the lists answer afterwards is what the event said.
    const [row] = (await injectAs(t, p.sef, 'GET', '/api/messages/conversations')).json();
    expect(row).toMatchObject({
      unread_count: 1,
      last_message: (byUser.get(p.sef.id) as { last_message: unknown }).last_message,
    });
  });

  it('a message too long for the bus is flagged to be fetched, and the item route answers it', async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const long = 'ğ'.repeat(3999);
    let sent: Message | undefined;
    const got = await deliveries(t, async () => (sent = await sendToGroup(t, p.owner, g.id, long)));
    expect(got.map((d) => d.event)).toEqual([
      expect.objectContaining({ message_id: sent!.id, message: null, refetch: true }),
    ]);
    const item = await injectAs(t, p.sef, 'GET', `/api/messages/${sent!.id}/item`);
    expectStatus(item, 200);
    expect(item.json()).toEqual(sent);
    // Outside the pair or the group, or in another company: 404.
    const direct = await send(t, p.owner, p.sef, 'Özel');
    expectStatus(await injectAs(t, p.isci, 'GET', `/api/messages/${direct.id}/item`), 404);
    expectStatus(await injectAs(t, other.owner, 'GET', `/api/messages/${direct.id}/item`), 404);
    for (const who of [p.owner, p.sef])
      expectStatus(await injectAs(t, who, 'GET', `/api/messages/${direct.id}/item`), 200);
    expectStatus(await injectAs(t, p.isci, 'GET', `/api/messages/${sent!.id}/item`), 404);
    expectStatus(await injectAs(t, p.sef, 'GET', '/api/messages/bozuk/item'), 404);
    // The earlier path is no route any more.
    expectStatus(await injectAs(t, p.sef, 'GET', `/api/messages/item/${sent!.id}`), 404);
  });

  it('refused calls announce nothing', async () => {
    const p = await makePeople(t, 'hiyerarsik');
    const other = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Benim');
    const g = await createGroup(t, p.owner, [p.sef]);
    const none = await deliveries(t, async () => {
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

describe('slim answers', () => {
  it('who read a message is listed to its sender only; the groups list has no member lists', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    const gm = await sendToGroup(t, p.owner, g.id, 'Okundu mu?');
    await injectAs(t, p.sef, 'POST', '/api/messages/mark-read', { group_id: g.id, is_group: true });
    const seen = async (who: TestUser) =>
      (await page(t, who, `/api/groups/${g.id}/messages`)).messages.map((m) => [m.is_read, m.read_by]);
    expect(await seen(p.owner)).toEqual([[true, [p.sef.id]]]);
    expect(await seen(p.isci)).toEqual([[true, []]]);
    const list = await injectAs(t, p.isci, 'GET', '/api/groups');
    expect(list.json()).toEqual([expect.not.objectContaining({ member_details: expect.anything() })]);
    expect(list.json()[0]).toMatchObject({ id: g.id, member_count: 3 });
    const one = await injectAs(t, p.isci, 'GET', `/api/groups/${g.id}`);
    expect(one.json().member_details).toHaveLength(3);
    // An edit after the read: the sender's event lists the reader, the others' does not.
    const edited = await deliveries(t, () =>
      injectAs(t, p.owner, 'PUT', `/api/messages/${gm.id}`, { content: 'Düzelttim' }),
    );
    expect(edited).toEqual([
      {
        audience: { kind: 'users', companyId: p.id, userIds: [p.owner.id] },
        event: expect.objectContaining({ message: expect.objectContaining({ read_by: [p.sef.id] }) }),
      },
      {
        audience: { kind: 'group', companyId: p.id, groupId: g.id, except: [p.owner.id] },
        event: expect.objectContaining({ message: expect.objectContaining({ read_by: [], is_read: true }) }),
      },
    ]);
  });
});

describe('groups', () => {
  it('creating, adding and removing tell the group; a removed member is told as well', async () => {
    const p = await makePeople(t);
    let id = '';
    const created = await deliveries(t, async () => (id = (await createGroup(t, p.owner, [p.sef])).id));
    expect(created.map((d) => d.event)).toEqual([
      {
        type: 'group.updated',
        group_id: id,
        group: expect.objectContaining({ id, name: 'Vardiya ekibi', created_by: p.owner.id, member_count: 2 }),
        added: expect.arrayContaining([
          { id: p.owner.id, name: expect.any(String), role: 'isveren' },
          { id: p.sef.id, name: expect.any(String), role: 'sef' },
        ]),
        removed: [],
        refetch: false,
      },
    ]);
    const added = await deliveries(t, () =>
      injectAs(t, p.owner, 'POST', `/api/groups/${id}/members`, { user_id: p.isci.id }),
    );
    expect(added).toContainEqual({
      audience: { kind: 'group', companyId: p.id, groupId: id },
      event: expect.objectContaining({ type: 'group.updated', group_id: id }),
    });
    expect(added[0]!.event).toMatchObject({
      group: { member_count: 3 },
      added: [{ id: p.isci.id, name: expect.any(String), role: 'isci' }],
      removed: [],
    });
    const removed = await deliveries(t, () => injectAs(t, p.owner, 'DELETE', `/api/groups/${id}/members/${p.isci.id}`));
    expect(removed.every((d) => d.event.type === 'group.updated')).toBe(true);
    // After the removal the group's audience no longer holds the worker: a delivery must name them.
    expect(removed.map((d) => d.audience)).toContainEqual(users(p.id, p.isci));
    expect(removed[0]!.event).toMatchObject({ group: { member_count: 2 }, added: [], removed: [p.isci.id] });
  });
});

import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import { threadOf } from '../messaging-test-kit.js';

/** The thread rows behind the conversation list: last message, unread counts, watermarks. */
const t = useTestApp();

describe('direct threads', () => {
  it('are made for both people on the first message and move with each one', async () => {
    const c = await makeCompany(t);
    const key = [c.owner.id, c.isci.id].sort().join(':');
    const first = await injectAs(t, c.owner, 'POST', '/api/messages/send', {
      receiver_id: c.isci.id,
      content: 'Merhaba',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await injectAs(t, c.owner, 'POST', '/api/messages/send', {
      receiver_id: c.isci.id,
      content: 'Orada mısın?',
    });
    expect(second.statusCode).toBe(201);

    const mine = await threadOf(t, c.owner.id, key);
    const theirs = await threadOf(t, c.isci.id, key);
    expect(mine).toMatchObject({ peer_id: c.isci.id, unread_count: 0, last_message_id: second.json().id });
    expect(theirs).toMatchObject({ peer_id: c.owner.id, unread_count: 2, last_message_id: second.json().id });
    expect(Boolean(theirs?.peer_wrote)).toBe(true);
    expect(Boolean(mine?.peer_wrote)).toBe(false);

    const list = await injectAs(t, c.isci, 'GET', '/api/messages/conversations');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject([{ user: { id: c.owner.id }, unread_count: 2, is_pinned: false }]);
    expect(list.json()[0].last_message).toMatchObject({ content: 'Orada mısın?', is_read: false, read_by: [] });

    const read = await injectAs(t, c.isci, 'POST', '/api/messages/mark-read', { sender_id: c.owner.id });
    expect(read.json()).toMatchObject({ marked: 2 });
    expect(await threadOf(t, c.isci.id, key)).toMatchObject({
      unread_count: 0,
      last_read_at: second.json().created_at,
    });

    const page = await injectAs(t, c.owner, 'GET', `/api/messages/${c.isci.id}`);
    expect(page.json().map((m: { content: string }) => m.content)).toEqual(['Merhaba', 'Orada mısın?']);
    expect(
      page.json().every((m: { is_read: boolean; read_by: string[] }) => m.is_read && m.read_by[0] === c.isci.id),
    ).toBe(true);
    const status = await injectAs(t, c.owner, 'GET', `/api/messages/${first.json().id}/read-status`);
    expect(status.json()).toMatchObject({ is_group: false, read_count: 1, total_members: 1, is_read: true });
  });

  it('are corrected when a message is deleted: last message and unread count', async () => {
    const c = await makeCompany(t);
    const key = [c.owner.id, c.sef.id].sort().join(':');
    const send = (content: string) =>
      injectAs(t, c.owner, 'POST', '/api/messages/send', { receiver_id: c.sef.id, content });
    const a = (await send('Bir')).json();
    const b = (await send('İki')).json();
    const del = await injectAs(t, c.owner, 'DELETE', `/api/messages/${b.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(await threadOf(t, c.sef.id, key)).toMatchObject({ unread_count: 1, last_message_id: a.id });
    expect(await threadOf(t, c.owner.id, key)).toMatchObject({ unread_count: 0, last_message_id: a.id });
    expect((await injectAs(t, c.owner, 'DELETE', `/api/messages/${a.id}`)).statusCode).toBe(200);
    expect(await threadOf(t, c.sef.id, key)).toMatchObject({
      unread_count: 0,
      last_message_id: null,
      last_message_at: null,
    });
  });

  it('let someone answer the person who wrote first, whatever the rule', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'mudur', companyId: c.id, approved: true });
    await injectAs(t, c.owner, 'PUT', '/api/companies/my/settings', { messaging_mode: 'hiyerarsik' });
    // hiyerarsik: a manager does not write to a worker…
    const refused = await injectAs(t, other, 'POST', '/api/messages/send', {
      receiver_id: c.isci.id,
      content: 'Selam',
    });
    expect(refused.statusCode).toBe(403);
    const before = (await injectAs(t, c.isci, 'GET', '/api/messages/available-users')).json();
    expect(before.map((u: { id: string }) => u.id)).not.toContain(other.id);
    // …but answers one who wrote to them (the employer lets it through here by writing for the worker).
    await t.database.db.updateTable('users').set({ role: 'sef' }).where('id', '=', c.isci.id).execute();
    await injectAs(t, c.isci, 'POST', '/api/messages/send', { receiver_id: other.id, content: 'Sorum var' });
    await t.database.db.updateTable('users').set({ role: 'isci' }).where('id', '=', c.isci.id).execute();
    const answer = await injectAs(t, other, 'POST', '/api/messages/send', {
      receiver_id: c.isci.id,
      content: 'Buyrun',
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });
});

describe('pages of a conversation', () => {
  it('come newest first, each in chat order, older ones through x-next-cursor', async () => {
    const c = await makeCompany(t);
    // Sent within the same millisecond or not, they keep their order.
    for (const content of ['1', '2', '3', '4', '5'])
      await injectAs(t, c.sef, 'POST', '/api/messages/send', { receiver_id: c.isci.id, content });
    const contents = (res: { json(): { content: string }[] }) => res.json().map((m) => m.content);
    const first = await injectAs(t, c.isci, 'GET', `/api/messages/${c.sef.id}?limit=2`);
    expect(contents(first)).toEqual(['4', '5']);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await injectAs(t, c.isci, 'GET', `/api/messages/${c.sef.id}?limit=2&cursor=${cursor}`);
    expect(contents(second)).toEqual(['2', '3']);
    const third = await injectAs(
      t,
      c.isci,
      'GET',
      `/api/messages/${c.sef.id}?limit=2&cursor=${second.headers['x-next-cursor']}`,
    );
    expect(contents(third)).toEqual(['1']);
    expect(third.headers['x-next-cursor']).toBeUndefined();
    expect((await injectAs(t, c.isci, 'GET', `/api/messages/${c.sef.id}?cursor=bozuk`)).statusCode).toBe(400);
    for (const time of ['1', '0000-01-01T00:00:00.000Z', '+275760-09-13T00:00:00.000Z', '2026-02-30T00:00:00.000Z']) {
      const crafted = Buffer.from(JSON.stringify([time, 'x'])).toString('base64url');
      expect((await injectAs(t, c.isci, 'GET', `/api/messages/${c.sef.id}?cursor=${crafted}`)).statusCode).toBe(400);
    }
  });
});

describe('group threads', () => {
  it('count unread for every member but the sender, in one go', async () => {
    const c = await makeCompany(t);
    const created = await injectAs(t, c.owner, 'POST', '/api/groups/create', {
      name: 'Depo ekibi',
      member_ids: `${c.sef.id},${c.isci.id}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json().id;
    expect(created.json().member_count).toBe(3);
    const sent = await injectAs(t, c.sef, 'POST', `/api/groups/${groupId}/messages`, { content: 'Toplantı 10:00' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await threadOf(t, c.sef.id, groupId)).toMatchObject({ unread_count: 0 });
    expect(await threadOf(t, c.isci.id, groupId)).toMatchObject({ unread_count: 1 });
    expect(await threadOf(t, c.owner.id, groupId)).toMatchObject({ unread_count: 1 });

    await injectAs(t, c.isci, 'POST', '/api/messages/mark-read', { group_id: groupId, is_group: 'true' });
    const status = await injectAs(t, c.sef, 'GET', `/api/messages/${sent.json().id}/read-status`);
    expect(status.json()).toMatchObject({ is_group: true, read_count: 1, total_members: 2, is_read: true });

    // A member who joins later sees the last message but owes nothing of the past.
    await injectAs(t, c.owner, 'POST', `/api/groups/${groupId}/members`, { user_id: c.mudur.id });
    expect(await threadOf(t, c.mudur.id, groupId)).toMatchObject({ unread_count: 0, last_message_id: sent.json().id });
    expect((await injectAs(t, c.sef, 'DELETE', `/api/messages/${sent.json().id}`)).statusCode).toBe(200);
    expect(await threadOf(t, c.mudur.id, groupId)).toMatchObject({ unread_count: 0, last_message_id: null });
    expect(await threadOf(t, c.owner.id, groupId)).toMatchObject({ unread_count: 0 });

    const removed = await injectAs(t, c.owner, 'DELETE', `/api/groups/${groupId}/members/${c.isci.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await threadOf(t, c.isci.id, groupId)).toBeUndefined();
    const creator = await injectAs(t, c.owner, 'DELETE', `/api/groups/${groupId}/members/${c.owner.id}`);
    expect(creator.statusCode).toBe(403);
  });
});

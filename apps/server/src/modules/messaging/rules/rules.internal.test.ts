import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask } from '../../../test/factories.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';

/** The rule's corners that the policy table alone does not show: ties, bulk, settings, bodies. */
const t = useTestApp();

const ids = (users: { id: string }[]) => users.map((u) => u.id).sort();

describe('who may write to whom', () => {
  it('follows the company setting, and a worker always reaches whoever assigned them a task', async () => {
    const c = await makeCompany(t);
    const open = await injectAs(t, c.isci, 'GET', '/api/messages/available-users');
    expect(ids(open.json())).toEqual(ids([c.owner, c.mudur, c.sef]));

    const setting = await injectAs(t, c.owner, 'PUT', '/api/companies/my/settings', { messaging_mode: 'hiyerarsik' });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().messaging_mode).toBe('hiyerarsik');
    expect(
      (await injectAs(t, c.mudur, 'PUT', '/api/companies/my/settings', { messaging_mode: 'acik' })).statusCode,
    ).toBe(403);

    const strict = await injectAs(t, c.isci, 'GET', '/api/messages/available-users');
    expect(ids(strict.json())).toEqual(ids([c.owner, c.sef]));
    expect(
      (await injectAs(t, c.isci, 'POST', '/api/messages/send', { receiver_id: c.mudur.id, content: 'Selam' }))
        .statusCode,
    ).toBe(403);

    await makeTask(t, { by: c.mudur, to: c.isci });
    const tied = await injectAs(t, c.isci, 'GET', '/api/messages/available-users');
    expect(ids(tied.json())).toEqual(ids([c.owner, c.mudur, c.sef]));
    const answer = await injectAs(t, c.isci, 'POST', '/api/messages/send', {
      receiver_id: c.mudur.id,
      content: 'Selam',
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('refuses oneself, pending people and another company with their own answers', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const send = (receiver_id: string) =>
      injectAs(t, c.owner, 'POST', '/api/messages/send', { receiver_id, content: 'Merhaba' });
    expect((await send(c.owner.id)).statusCode).toBe(400);
    expect((await send(c.pending.id)).statusCode).toBe(403);
    expect((await send(other.isci.id)).statusCode).toBe(404);
    expect((await injectAs(t, c.pending, 'GET', '/api/messages/conversations')).statusCode).toBe(403);
  });
});

describe('bulk messages', () => {
  it('are the employer’s: one message per recipient, comma-separated or as an array', async () => {
    const c = await makeCompany(t);
    const comma = await injectAs(t, c.owner, 'POST', '/api/messages/send-bulk', {
      receiver_ids: `${c.isci.id}, ${c.sef.id}`,
      content: 'Yarın tatil',
    });
    expect(comma.statusCode, comma.body).toBe(201);
    expect(comma.json().sent_count).toBe(2);
    const list = await injectAs(t, c.isci, 'GET', '/api/messages/conversations');
    expect(list.json()[0]).toMatchObject({ user: { id: c.owner.id }, unread_count: 1 });
    const refused = await injectAs(t, c.mudur, 'POST', '/api/messages/send-bulk', {
      receiver_ids: [c.isci.id],
      content: 'Merhaba',
    });
    expect(refused.statusCode).toBe(403);
    const pending = await injectAs(t, c.owner, 'POST', '/api/messages/send-bulk', {
      receiver_ids: [c.isci.id, c.pending.id],
      content: 'Merhaba',
    });
    expect(pending.statusCode).toBe(403);
    expect((await injectAs(t, c.isci, 'GET', '/api/messages/conversations')).json()[0].unread_count).toBe(1);
  });
});

describe('bodies', () => {
  it('say one text for a group without members, absent or empty', async () => {
    const c = await makeCompany(t);
    for (const body of [{ name: 'Ekip' }, { name: 'Ekip', member_ids: '' }]) {
      const res = await injectAs(t, c.owner, 'POST', '/api/groups/create', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].msg).toBe('Grup adı ve en az bir üye seçilmelidir');
    }
  });

  it('unpin an unknown or another company’s id with 404', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const unpin = (conversation_id: string) =>
      injectAs(t, c.owner, 'POST', '/api/conversations/unpin', { conversation_id });
    expect((await unpin(other.owner.id)).statusCode).toBe(404);
    expect((await unpin(c.isci.id)).statusCode).toBe(200);
    const pin = await injectAs(t, c.owner, 'POST', '/api/conversations/pin', { conversation_id: c.isci.id });
    expect(pin.json().pinned_conversations).toEqual([c.isci.id]);
    expect((await unpin(c.isci.id)).json().pinned_conversations).toEqual([]);
  });
});

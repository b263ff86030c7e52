import {
  conversation,
  group as groupSchema,
  markReadResponse,
  message as messageSchema,
  pinnedResponse,
  readStatus,
  type Group,
  type Message,
} from '@vazife/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type TestUser } from '../../test/factories.js';
import { multipart, pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import {
  createGroup,
  createdStatuses,
  expectDetail,
  expectStatus,
  makePeople,
  messagingState,
  page,
  send,
  type People,
} from './messaging-test-kit.js';

/**
 * Every messaging call × every role, then the same calls pointed at company A's objects by A's
 * pending worker, a person with no company, nobody at all, and each person of company B: 403,
 * 403, 401 and 404, with nothing of either company changed.
 */
const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Target {
  method: Method;
  url: string;
  body?: InjectOptions['payload'];
}
interface Fixture {
  a: People;
  b: People;
  /** A's group: the employer created it with the manager, the supervisor and the worker. */
  group: Group;
  /** A message of A's employer to A's worker. */
  message: Message;
}

const f = {} as Fixture;
beforeAll(async () => {
  f.a = await makePeople(t);
  f.b = await makePeople(t);
  f.group = await createGroup(t, f.a.owner, [f.a.mudur, f.a.sef, f.a.isci]);
  f.message = await send(t, f.a.owner, f.a.isci, 'İlk mesaj');
  await send(t, f.a.isci, f.a.owner, 'Cevap');
  // B has its own objects too, so that an id mix-up would find something.
  const bGroup = await createGroup(t, f.b.owner, [f.b.isci]);
  await send(t, f.b.owner, f.b.isci, 'B şirketi');
  await injectAs(t, f.b.owner, 'POST', `/api/groups/${bGroup.id}/messages`, { content: 'B grubu' });
});

/** Whom a role talks with in its own company (acik): the employer, and the employer the worker. */
const peerOf = (who: TestUser) => (who.role === 'isveren' ? f.a.isci : f.a.owner);
const pdfForm = (fields: Record<string, string>) =>
  multipart(fields, [{ field: 'file', name: 'rapor.pdf', data: pdf(), type: 'application/pdf' }]);

interface Call {
  name: string;
  /** The call as `who` of company A would make it on their own things. */
  own: (who: TestUser) => Promise<Target> | Target;
  /** Roles refused (403) in their own company; the others succeed. */
  refused?: string[];
  /** The call pointed at company A's objects (for the pending, the anonymous and company B). */
  foreign: () => Target;
  /** Company B's staff may be told 403 (a role rule comes first) instead of 404. */
  roleRuleFirst?: boolean;
  /** The call carries no id of A: company B's person just sees nothing of A. */
  list?: boolean;
  /** Validates a successful answer against the contract. */
  check?: (body: unknown) => void;
}

const ownMessage = async (who: TestUser) => (await send(t, who, peerOf(who), `${who.role} yazdı`)).id;

const calls: Call[] = [
  {
    name: 'GET /api/messages/conversations',
    own: () => ({ method: 'GET', url: '/api/messages/conversations' }),
    foreign: () => ({ method: 'GET', url: '/api/messages/conversations' }),
    list: true,
    check: (body) => conversation.array().parse(body),
  },
  {
    name: 'GET /api/messages/available-users',
    own: () => ({ method: 'GET', url: '/api/messages/available-users' }),
    foreign: () => ({ method: 'GET', url: '/api/messages/available-users' }),
    list: true,
  },
  {
    name: 'GET /api/messages/{userId}',
    own: (who) => ({ method: 'GET', url: `/api/messages/${peerOf(who).id}` }),
    foreign: () => ({ method: 'GET', url: `/api/messages/${f.a.isci.id}` }),
    check: (body) => messageSchema.array().parse(body),
  },
  {
    name: 'POST /api/messages/send',
    own: (who) => ({
      method: 'POST',
      url: '/api/messages/send',
      body: { receiver_id: peerOf(who).id, content: 'Selam' },
    }),
    foreign: () => ({
      method: 'POST',
      url: '/api/messages/send',
      body: { receiver_id: f.a.isci.id, content: 'Selam' },
    }),
    check: (body) => messageSchema.parse(body),
  },
  {
    name: 'POST /api/messages/send-with-file (direct)',
    own: (who) => ({
      method: 'POST',
      url: '/api/messages/send-with-file',
      body: pdfForm({ receiver_id: peerOf(who).id }),
    }),
    foreign: () => ({
      method: 'POST',
      url: '/api/messages/send-with-file',
      body: pdfForm({ receiver_id: f.a.isci.id, content: 'Dosya' }),
    }),
    check: (body) => messageSchema.parse(body),
  },
  {
    name: 'POST /api/messages/send-with-file (group)',
    own: () => ({ method: 'POST', url: '/api/messages/send-with-file', body: pdfForm({ group_id: f.group.id }) }),
    foreign: () => ({ method: 'POST', url: '/api/messages/send-with-file', body: pdfForm({ group_id: f.group.id }) }),
    check: (body) => messageSchema.parse(body),
  },
  {
    name: 'POST /api/messages/send-bulk',
    own: () => ({
      method: 'POST',
      url: '/api/messages/send-bulk',
      body: { receiver_ids: `${f.a.isci.id},${f.a.sef.id}`, content: 'Duyuru' },
    }),
    refused: ['mudur', 'sef', 'isci'],
    foreign: () => ({
      method: 'POST',
      url: '/api/messages/send-bulk',
      body: { receiver_ids: [f.a.isci.id], content: 'X' },
    }),
    roleRuleFirst: true,
  },
  {
    name: 'POST /api/messages/mark-read (direct)',
    own: (who) => ({
      method: 'POST',
      url: '/api/messages/mark-read',
      body: { sender_id: peerOf(who).id, is_group: false },
    }),
    foreign: () => ({
      method: 'POST',
      url: '/api/messages/mark-read',
      body: { sender_id: f.a.owner.id, is_group: false },
    }),
    check: (body) => markReadResponse.parse(body),
  },
  {
    name: 'POST /api/messages/mark-read (group)',
    own: () => ({ method: 'POST', url: '/api/messages/mark-read', body: { group_id: f.group.id, is_group: true } }),
    foreign: () => ({ method: 'POST', url: '/api/messages/mark-read', body: { group_id: f.group.id, is_group: true } }),
    check: (body) => markReadResponse.parse(body),
  },
  {
    name: 'PUT /api/messages/{id}',
    own: async (who) => ({
      method: 'PUT',
      url: `/api/messages/${await ownMessage(who)}`,
      body: { content: 'Düzeltildi' },
    }),
    foreign: () => ({ method: 'PUT', url: `/api/messages/${f.message.id}`, body: { content: 'Başkası' } }),
    check: (body) => expect(messageSchema.parse(body).is_edited).toBe(true),
  },
  {
    name: 'GET /api/messages/{id}/read-status',
    own: async (who) => ({ method: 'GET', url: `/api/messages/${await ownMessage(who)}/read-status` }),
    foreign: () => ({ method: 'GET', url: `/api/messages/${f.message.id}/read-status` }),
    check: (body) => readStatus.parse(body),
  },
  {
    name: 'DELETE /api/messages/{id}',
    own: async (who) => ({ method: 'DELETE', url: `/api/messages/${await ownMessage(who)}` }),
    foreign: () => ({ method: 'DELETE', url: `/api/messages/${f.message.id}` }),
  },
  {
    name: 'POST /api/conversations/pin (direct)',
    own: (who) => ({
      method: 'POST',
      url: '/api/conversations/pin',
      body: { conversation_id: peerOf(who).id, is_group: false },
    }),
    foreign: () => ({
      method: 'POST',
      url: '/api/conversations/pin',
      body: { conversation_id: f.a.owner.id, is_group: false },
    }),
    check: (body) => pinnedResponse.parse(body),
  },
  {
    name: 'POST /api/conversations/pin (group)',
    own: () => ({
      method: 'POST',
      url: '/api/conversations/pin',
      body: { conversation_id: f.group.id, is_group: true },
    }),
    foreign: () => ({
      method: 'POST',
      url: '/api/conversations/pin',
      body: { conversation_id: f.group.id, is_group: true },
    }),
    check: (body) => pinnedResponse.parse(body),
  },
  {
    name: 'POST /api/conversations/unpin',
    own: (who) => ({ method: 'POST', url: '/api/conversations/unpin', body: { conversation_id: peerOf(who).id } }),
    foreign: () => ({ method: 'POST', url: '/api/conversations/unpin', body: { conversation_id: f.a.owner.id } }),
    check: (body) => pinnedResponse.parse(body),
  },
  {
    name: 'GET /api/groups',
    own: () => ({ method: 'GET', url: '/api/groups' }),
    foreign: () => ({ method: 'GET', url: '/api/groups' }),
    list: true,
    check: (body) =>
      expect(
        groupSchema
          .array()
          .parse(body)
          .map((g) => g.id),
      ).toContain(f.group.id),
  },
  {
    name: 'GET /api/groups/{id}',
    own: () => ({ method: 'GET', url: `/api/groups/${f.group.id}` }),
    foreign: () => ({ method: 'GET', url: `/api/groups/${f.group.id}` }),
    check: (body) => groupSchema.parse(body),
  },
  {
    name: 'GET /api/groups/{id}/messages',
    own: () => ({ method: 'GET', url: `/api/groups/${f.group.id}/messages` }),
    foreign: () => ({ method: 'GET', url: `/api/groups/${f.group.id}/messages` }),
    check: (body) => messageSchema.array().parse(body),
  },
  {
    name: 'POST /api/groups/{id}/messages',
    own: () => ({ method: 'POST', url: `/api/groups/${f.group.id}/messages`, body: { content: 'Gruba' } }),
    foreign: () => ({ method: 'POST', url: `/api/groups/${f.group.id}/messages`, body: { content: 'Sızma' } }),
    check: (body) => expect(messageSchema.parse(body).group_id).toBe(f.group.id),
  },
  {
    name: 'POST /api/groups/create',
    own: (who) => ({
      method: 'POST',
      url: '/api/groups/create',
      body: { name: `${who.role} grubu`, description: '', member_ids: `${f.a.isci.id},${f.a.sef.id}` },
    }),
    refused: ['mudur', 'sef', 'isci'],
    foreign: () => ({ method: 'POST', url: '/api/groups/create', body: { name: 'Sızma', member_ids: f.a.isci.id } }),
    roleRuleFirst: true,
    check: (body) => groupSchema.parse(body),
  },
  {
    name: 'POST /api/groups/{id}/members',
    own: () => ({ method: 'POST', url: `/api/groups/${f.group.id}/members`, body: { user_id: f.a.isci2.id } }),
    refused: ['mudur', 'sef', 'isci'],
    foreign: () => ({ method: 'POST', url: `/api/groups/${f.group.id}/members`, body: { user_id: f.a.isci2.id } }),
    check: (body) => expect(groupSchema.parse(body).member_details.map((m) => m.id)).toContain(f.a.isci2.id),
  },
  {
    name: 'DELETE /api/groups/{id}/members/{userId}',
    own: (who) => ({
      method: 'DELETE',
      // The employer removes the worker it just added; the others try to remove the supervisor.
      url: `/api/groups/${f.group.id}/members/${who.role === 'isveren' ? f.a.isci2.id : f.a.sef.id}`,
    }),
    refused: ['mudur', 'sef', 'isci'],
    foreign: () => ({ method: 'DELETE', url: `/api/groups/${f.group.id}/members/${f.a.isci.id}` }),
    check: (body) => expect(groupSchema.parse(body).member_details.map((m) => m.id)).not.toContain(f.a.isci2.id),
  },
];

const call = (who: TestUser | undefined, target: Target) => injectAs(t, who, target.method, target.url, target.body);
const bothStates = async () => `${await messagingState(t, f.a.id)}|${await messagingState(t, f.b.id)}`;

describe('every call as every approved role of the company', () => {
  for (const role of ['isveren', 'mudur', 'sef', 'isci'] as const)
    it.each(calls)(`${role}: $name`, async (c) => {
      const who = role === 'isveren' ? f.a.owner : f.a[role];
      const target = await c.own(who);
      const res = await call(who, target);
      if (c.refused?.includes(role)) {
        expectStatus(res, 403, `${role} ${c.name}`);
        expectDetail(res);
      } else {
        expectStatus(res, target.method === 'POST' ? [200, ...createdStatuses] : [200, 204], `${role} ${c.name}`);
        if (res.statusCode !== 204) c.check?.(res.json());
      }
    });
});

describe('the same calls refused, with nothing changed', () => {
  it.each(calls)('pending worker and a person without a company: 403 — $name', async (c) => {
    const loner = await makeUser(t, { role: 'isci', companyId: null });
    const before = await bothStates();
    for (const who of [f.a.pending, loner]) {
      const res = await call(who, c.foreign());
      expectStatus(res, 403, `${who === loner ? 'no company' : 'pending'} ${c.name}`);
      expectDetail(res);
    }
    expect(await bothStates()).toBe(before);
  });

  it.each(calls)('nobody signed in: 401 — $name', async (c) => {
    const before = await bothStates();
    expectStatus(await call(undefined, c.foreign()), 401, c.name);
    expect(await bothStates()).toBe(before);
  });

  it.each(calls.filter((c) => !c.list))("another company's people: 404 — $name", async (c) => {
    const before = await bothStates();
    for (const who of [f.b.owner, f.b.mudur, f.b.sef, f.b.isci]) {
      const res = await call(who, c.foreign());
      const want = c.roleRuleFirst && who.role !== 'isveren' ? [403, 404] : [404];
      expectStatus(res, want, `B's ${who.role} ${c.name}`);
      expectDetail(res);
    }
    expect(await bothStates()).toBe(before);
  });

  it.each(calls.filter((c) => c.list))("another company's people see nothing of A — $name", async (c) => {
    const aIds = [
      ...Object.values(f.a).flatMap((v) => (typeof v === 'object' && v && 'id' in v ? [v.id] : [])),
      f.group.id,
    ];
    for (const who of [f.b.owner, f.b.mudur, f.b.sef, f.b.isci]) {
      const res = await call(who, c.foreign());
      expectStatus(res, 200, `B's ${who.role} ${c.name}`);
      for (const id of aIds) expect(res.body, `${who.role} sees ${id}`).not.toContain(id);
    }
  });
});

describe('bodies', () => {
  it('every body accepts JSON, url-encoded and multipart forms', async () => {
    const p = await makePeople(t);
    const form = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const fields = { receiver_id: p.owner.id, content: 'Form ile' };
    const urlencoded = form(fields);
    expectStatus(
      await injectAs(t, p.isci, 'POST', '/api/messages/send', urlencoded.payload, urlencoded.headers),
      createdStatuses,
      'url-encoded send',
    );
    expectStatus(
      await injectAs(t, p.isci, 'POST', '/api/messages/send', multipart(fields)),
      createdStatuses,
      'multipart send',
    );
    const read = form({ sender_id: p.isci.id, is_group: 'false' });
    expectStatus(
      await injectAs(t, p.owner, 'POST', '/api/messages/mark-read', read.payload, read.headers),
      200,
      'form mark-read',
    );
    const g = form({ name: 'Form grubu', description: 'Açıklama', member_ids: `${p.isci.id}, ${p.sef.id}` });
    const created = await injectAs(t, p.owner, 'POST', '/api/groups/create', g.payload, g.headers);
    expectStatus(created, createdStatuses, 'form group create');
    expect(groupSchema.parse(created.json()).member_count).toBe(3);
    const pin = form({ conversation_id: created.json().id, is_group: 'true' });
    const pinned = await injectAs(t, p.owner, 'POST', '/api/conversations/pin', pin.payload, pin.headers);
    expectStatus(pinned, 200, 'form pin');
    expect(pinnedResponse.parse(pinned.json()).pinned_conversations).toEqual([created.json().id]);
  });

  it('refuses blank or oversized content and messages to oneself with a Turkish detail, writing nothing', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    const bad = [
      { receiver_id: p.owner.id, content: '   ' },
      { receiver_id: p.owner.id, content: 'x'.repeat(4001) },
      { receiver_id: p.owner.id },
      { content: 'Kime?' },
      { receiver_id: 'yok', content: 'Merhaba' },
    ];
    for (const body of bad) {
      const res = await injectAs(t, p.isci, 'POST', '/api/messages/send', body);
      expect([400, 404, 422], `${JSON.stringify(body).slice(0, 80)} → ${res.statusCode}`).toContain(res.statusCode);
      expectDetail(res);
    }
    // Messaging oneself is bad input (422/400 Turkish), by text and by file alike.
    const self = await injectAs(t, p.isci, 'POST', '/api/messages/send', {
      receiver_id: p.isci.id,
      content: 'Kendime',
    });
    expectStatus(self, [400, 422], 'to oneself');
    expectDetail(self);
    const selfFile = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      multipart({ receiver_id: p.isci.id }, [{ field: 'file', name: 'a.pdf', data: pdf(), type: 'application/pdf' }]),
    );
    expectStatus(selfFile, [400, 422], 'file to oneself');
    expect(await messagingState(t, p.id)).toBe(before);
  });

  it("edits and member changes take the seeds' form bodies too", async () => {
    const p = await makePeople(t);
    const m = await send(t, p.isci, p.owner, 'Önce');
    const edited = await injectAs(t, p.isci, 'PUT', `/api/messages/${m.id}`, 'content=Sonra%20%C3%A7%C4%B1kt%C4%B1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectStatus(edited, 200, 'form edit');
    expect(edited.json()).toMatchObject({ content: 'Sonra çıktı', is_edited: true });
    const g = await createGroup(t, p.owner, [p.sef]);
    const added = await injectAs(t, p.owner, 'POST', `/api/groups/${g.id}/members`, multipart({ user_id: p.isci.id }));
    expectStatus(added, 200, 'multipart add member');
    expect(groupSchema.parse(added.json()).member_count).toBe(3);
    const text = await injectAs(t, p.isci, 'POST', `/api/groups/${g.id}/messages`, 'content=Selam', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectStatus(text, createdStatuses, 'form group message');
    const bulk = await injectAs(
      t,
      p.owner,
      'POST',
      '/api/messages/send-bulk',
      multipart({ receiver_ids: `${p.isci.id},${p.sef.id}`, content: 'Toplu' }),
    );
    expectStatus(bulk, createdStatuses, 'multipart bulk');
    expect(bulk.json().sent_count).toBe(2);
  });
});

describe("a message's fields", () => {
  it('direct text: names, receiver, no file, not edited, not read', async () => {
    const p = await makePeople(t);
    const m = await send(t, p.sef, p.isci, 'Alan kontrolü');
    expect(m).toMatchObject({
      sender_id: p.sef.id,
      sender_name: p.sef.row.name,
      receiver: p.isci.id,
      receiver_id: p.isci.id,
      group_id: null,
      content: 'Alan kontrolü',
      message_type: 'text',
      file_url: null,
      thumbnail_url: null,
      file_name: null,
      file_size: null,
      mime_type: null,
      is_edited: false,
      is_read: false,
      read_by: [],
    });
    expect(Number.isNaN(Date.parse(m.created_at))).toBe(false);
    // The same message read back by the receiver.
    const [seen] = (await page(t, p.isci, `/api/messages/${p.sef.id}`)).messages;
    expect(seen).toEqual(m);
  });

  it('group text: no receiver, the group named', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const res = await injectAs(t, p.sef, 'POST', `/api/groups/${g.id}/messages`, { content: 'Grup alanı' });
    expect(messageSchema.parse(res.json())).toMatchObject({
      sender_id: p.sef.id,
      sender_name: p.sef.row.name,
      receiver: null,
      receiver_id: null,
      group_id: g.id,
      message_type: 'text',
      file_url: null,
    });
  });
});

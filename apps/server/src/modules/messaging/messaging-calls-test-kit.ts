import {
  sendState,
  conversation,
  group as groupSchema,
  groupListItem,
  markReadResponse,
  messageResponse,
  messageUnreadCount,
  message as messageSchema,
  pinnedResponse,
  readStatus,
  type Group,
  type Message,
} from '@vazife/contract';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { multipart, pdf } from '../../test/sample-files.js';
import { injectAs, type TestApp } from '../../test/test-app.js';
import { createGroup, makePeople, send, type People } from './messaging-test-kit.js';

/**
 * The messaging calls as a table for `messaging.calls.test.ts`: each call as a person of
 * company A makes it on their own things, and the same call aimed at A's objects (for A's pending
 * worker, the anonymous and company B's people).
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface Target {
  method: Method;
  url: string;
  body?: InjectOptions['payload'];
}
export interface CallFixture {
  a: People;
  b: People;
  /** A's group: the employer created it with the manager, the supervisor and the worker. */
  group: Group;
  /** A message of A's employer to A's worker. */
  message: Message;
}

/** Company A with a group and messages, company B with its own (so an id mix-up would find something). */
export async function buildCallFixture(t: TestApp, f: CallFixture): Promise<void> {
  f.a = await makePeople(t);
  f.b = await makePeople(t);
  f.group = await createGroup(t, f.a.owner, [f.a.mudur, f.a.sef, f.a.isci]);
  f.message = await send(t, f.a.owner, f.a.isci, 'İlk mesaj');
  await send(t, f.a.isci, f.a.owner, 'Cevap');
  const bGroup = await createGroup(t, f.b.owner, [f.b.isci]);
  await send(t, f.b.owner, f.b.isci, 'B şirketi');
  await injectAs(t, f.b.owner, 'POST', `/api/groups/${bGroup.id}/messages`, { content: 'B grubu' });
}

export interface Call {
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

/** The table; `f` is filled by `buildCallFixture` before any call runs. */
export function callTable(t: TestApp, f: CallFixture): Call[] {
  /** Whom a role talks with in its own company (acik): the employer, and the employer the worker. */
  const peerOf = (who: TestUser) => (who.role === 'isveren' ? f.a.isci : f.a.owner);
  const pdfForm = (fields: Record<string, string>) =>
    multipart(fields, [{ field: 'file', name: 'rapor.pdf', data: pdf(), type: 'application/pdf' }]);
  const ownMessage = async (who: TestUser) => (await send(t, who, peerOf(who), `${who.role} yazdı`)).id;

  return [
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
      name: 'GET /api/messages/{id}',
      own: (who) => ({ method: 'GET', url: `/api/messages/${peerOf(who).id}` }),
      foreign: () => ({ method: 'GET', url: `/api/messages/${f.a.isci.id}` }),
      check: (body) => messageSchema.array().parse(body),
    },
    {
      name: 'GET /api/messages/{id}/send-state',
      own: (who) => ({ method: 'GET', url: `/api/messages/${peerOf(who).id}/send-state` }),
      foreign: () => ({ method: 'GET', url: `/api/messages/${f.a.isci.id}/send-state` }),
      check: (body) => expect(sendState.parse(body).can_send).toBe(true),
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
      foreign: () => ({
        method: 'POST',
        url: '/api/messages/mark-read',
        body: { group_id: f.group.id, is_group: true },
      }),
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
      name: 'GET /api/messages/unread-count',
      own: () => ({ method: 'GET', url: '/api/messages/unread-count' }),
      foreign: () => ({ method: 'GET', url: '/api/messages/unread-count' }),
      list: true,
      check: (body) => messageUnreadCount.parse(body),
    },
    {
      name: 'GET /api/messages/{id}/item',
      own: async (who) => ({ method: 'GET', url: `/api/messages/${await ownMessage(who)}/item` }),
      foreign: () => ({ method: 'GET', url: `/api/messages/${f.message.id}/item` }),
      check: (body) => messageSchema.parse(body),
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
          groupListItem
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
      name: 'PUT /api/groups/{id}',
      own: (who) => ({ method: 'PUT', url: `/api/groups/${f.group.id}`, body: { name: `Ekip (${who.role})` } }),
      refused: ['mudur', 'sef', 'isci'],
      foreign: () => ({ method: 'PUT', url: `/api/groups/${f.group.id}`, body: { name: 'Sızma' } }),
      check: (body) => expect(groupSchema.parse(body).name).toBe('Ekip (isveren)'),
    },
    {
      name: 'DELETE /api/groups/{id}',
      // A group of its own, made by the employer with the worker: the others are neither.
      own: async () => ({
        method: 'DELETE',
        url: `/api/groups/${(await createGroup(t, f.a.owner, [f.a.isci])).id}`,
      }),
      refused: ['mudur', 'sef', 'isci'],
      foreign: () => ({ method: 'DELETE', url: `/api/groups/${f.group.id}` }),
      check: (body) => messageResponse.parse(body),
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
}

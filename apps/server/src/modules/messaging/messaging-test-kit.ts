import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  availableUser,
  group as groupSchema,
  groupListItem,
  message as messageSchema,
  type Group,
  type GroupListItem,
  type Message,
  type MessagingMode,
  type Role,
} from '@vazife/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { makeCompany, makeUser, type TestCompany, type TestUser } from '../../test/factories.js';
import type { Delivery } from '../../platform/live-bus.js';
import { filesUnder } from '../../test/sample-files.js';
import { injectAs, type TestApp } from '../../test/test-app.js';

/**
 * Shared helpers of the messaging route tests. The API has never fixed the status of a created
 * message or group, so 200 and 201 both pass; everything else is checked exactly, and refusals are
 * checked in the database and the storage, not only by their status.
 */
export const createdStatuses = [200, 201];

/** Asserts a status (or one of several), showing the body when it is wrong. */
export function expectStatus(res: LightMyRequestResponse, want: number | number[], label = ''): void {
  const wanted = Array.isArray(want) ? want : [want];
  expect(wanted, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
}

/** A refusal carries a Turkish `detail` (a text, or field errors), never a stack or an English default. */
export function expectDetail(res: LightMyRequestResponse, label = ''): void {
  const body = res.json() as { detail?: unknown };
  expect(body.detail, `${label}: ${res.body}`).toBeDefined();
  if (typeof body.detail === 'string') expect(body.detail.length, label).toBeGreaterThan(0);
  else expect(Array.isArray(body.detail), label).toBe(true);
}

export interface People extends TestCompany {
  /** A second approved person of each staff role, for same-role pairs. */
  mudur2: TestUser;
  sef2: TestUser;
  isci2: TestUser;
}

/** A company with two of each staff role, its pending worker, and the messaging mode set. */
export async function makePeople(t: TestApp, mode?: MessagingMode): Promise<People> {
  const c = await makeCompany(t);
  const extra = (role: Role) => makeUser(t, { role, companyId: c.id, approved: true });
  const people = { ...c, mudur2: await extra('mudur'), sef2: await extra('sef'), isci2: await extra('isci') };
  if (mode) await setMode(t, c.id, mode);
  return people;
}

/** The approved people of a company by label, for loops over roles. */
export function approvedOf(p: TestCompany): Record<'isveren' | 'mudur' | 'sef' | 'isci', TestUser> {
  return { isveren: p.owner, mudur: p.mudur, sef: p.sef, isci: p.isci };
}

/** Sets the mode straight in the table; the settings route has its own test. */
export async function setMode(t: TestApp, companyId: string, mode: MessagingMode): Promise<void> {
  await t.database.db.updateTable('companies').set({ messaging_mode: mode }).where('id', '=', companyId).execute();
}

/** What the employer's group-permission toggle does. */
export async function grantGroups(t: TestApp, user: TestUser, on = true): Promise<void> {
  await t.database.db.updateTable('users').set({ can_create_groups: on }).where('id', '=', user.id).execute();
}

export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Times are kept to the millisecond: two messages sent within one would tie on created_at and be
 * ordered by their random ids, so helpers that send wait for the clock to move on.
 */
export const nextMillisecond = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 2));

/** Sends a direct message through the route and returns it, checked against the contract. */
export async function send(t: TestApp, from: TestUser, to: TestUser, content = 'Merhaba'): Promise<Message> {
  const res = await injectAs(t, from, 'POST', '/api/messages/send', { receiver_id: to.id, content });
  expectStatus(res, createdStatuses, `send ${from.role} → ${to.role}`);
  await nextMillisecond();
  return messageSchema.parse(res.json());
}

export async function sendToGroup(t: TestApp, from: TestUser, groupId: string, content = 'Selam'): Promise<Message> {
  const res = await injectAs(t, from, 'POST', `/api/groups/${groupId}/messages`, { content });
  expectStatus(res, createdStatuses, `group send by ${from.role}`);
  await nextMillisecond();
  return messageSchema.parse(res.json());
}

export async function createGroup(
  t: TestApp,
  creator: TestUser,
  members: TestUser[],
  name = 'Vardiya ekibi',
): Promise<Group> {
  const res = await injectAs(t, creator, 'POST', '/api/groups/create', {
    name,
    description: 'Gece vardiyası',
    member_ids: members.map((m) => m.id).join(','),
  });
  expectStatus(res, createdStatuses, `create group by ${creator.role}`);
  return groupSchema.parse(res.json());
}

/** The seven approved people: same-role pairs exist for every staff role. */
export const staffOf = (p: People): TestUser[] => [p.owner, p.mudur, p.mudur2, p.sef, p.sef2, p.isci, p.isci2];

/** The ids of the people `who` may write to, sorted (the new-message picker's list). */
export async function availableIds(t: TestApp, who: TestUser): Promise<string[]> {
  const res = await injectAs(t, who, 'GET', '/api/messages/available-users');
  expectStatus(res, 200, `available-users of ${who.role}`);
  return availableUser
    .array()
    .parse(res.json())
    .map((u) => u.id)
    .sort();
}

/** The membership calls of a group (adding, removing) and who is in it, read from the table. */
export function groupMembership(t: TestApp) {
  return {
    add: (who: TestUser, groupId: string, userId: string) =>
      injectAs(t, who, 'POST', `/api/groups/${groupId}/members`, { user_id: userId }),
    drop: (who: TestUser, groupId: string, userId: string) =>
      injectAs(t, who, 'DELETE', `/api/groups/${groupId}/members/${userId}`),
    memberIds: async (groupId: string) =>
      (
        await t.database.db
          .selectFrom('message_group_members')
          .select('user_id')
          .where('group_id', '=', groupId)
          .execute()
      )
        .map((r) => r.user_id)
        .sort(),
  };
}

/** The users' ids, sorted: what `memberIds` is compared with. */
export const sortedIds = (...users: TestUser[]): string[] => users.map((u) => u.id).sort();

/** `who`'s group list, checked against the contract. */
export async function groupList(t: TestApp, who: TestUser): Promise<GroupListItem[]> {
  const res = await injectAs(t, who, 'GET', '/api/groups');
  expectStatus(res, 200, `groups of ${who.role}`);
  return groupListItem.array().parse(res.json());
}

/** The ids of the groups `who`'s group list shows. */
export const listedGroupIds = async (t: TestApp, who: TestUser): Promise<string[]> =>
  (await groupList(t, who)).map((g) => g.id);

/** Everything the bus delivers while `action` runs (and the turn after it). */
export async function deliveries(t: TestApp, action: () => Promise<unknown>): Promise<Delivery[]> {
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

/** A page of a conversation: the messages and the cursor of the older page. */
export async function page(
  t: TestApp,
  who: TestUser,
  url: string,
): Promise<{ messages: Message[]; next: string | undefined }> {
  const res = await injectAs(t, who, 'GET', url);
  expectStatus(res, 200, `GET ${url}`);
  const next = res.headers['x-next-cursor'];
  return {
    messages: messageSchema.array().parse(res.json()),
    next: typeof next === 'string' && next ? next : undefined,
  };
}

/** The messages table of one company, in a stable order. */
export async function messageRows(t: TestApp, companyId: string) {
  return t.database.db
    .selectFrom('messages')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function threadOf(t: TestApp, userId: string, conversationKey: string) {
  return t.database.db
    .selectFrom('message_threads')
    .selectAll()
    .where('user_id', '=', userId)
    .where('conversation_key', '=', conversationKey)
    .executeTakeFirst();
}

/**
 * Every messaging row of a company (messages, threads, groups, members, pins and the mode) and
 * every stored file: a refused call must leave all of it as it was.
 */
export async function messagingState(t: TestApp, companyId: string): Promise<string> {
  await t.app.files.thumbnails.idle();
  const { db } = t.database;
  const byCompany = async (table: 'messages' | 'message_threads' | 'message_groups' | 'message_group_members') =>
    (await db.selectFrom(table).selectAll().where('company_id', '=', companyId).execute())
      .map((row) => JSON.stringify(row))
      .sort();
  // A test's own look at the rows (filtered by company_id above and here), not a module's query.
  const users = await db
    .selectFrom('users')
    .select(['id', 'pinned_conversations', 'can_create_groups'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const company = await db.selectFrom('companies').select('messaging_mode').where('id', '=', companyId).execute();
  return JSON.stringify({
    messages: await byCompany('messages'),
    threads: await byCompany('message_threads'),
    groups: await byCompany('message_groups'),
    members: await byCompany('message_group_members'),
    users,
    company,
    files: storedFiles(t).sort(),
  });
}

export const storedFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'files'));
export const tempFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'tmp'));
export const messageFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'files', 'messages'));

/**
 * A file of `size` bytes that starts with `head`, as a Blob read from disk: the rest is a sparse
 * hole, so 50 MB costs neither memory nor disk until the server writes its own copy.
 */
export async function sparseBlob(head: Buffer, size: number, type: string): Promise<Blob> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vazife-big-'));
  sparseDirs.push(dir);
  const file = path.join(dir, 'big.bin');
  await writeFile(file, head);
  await truncate(file, size);
  return openAsBlob(file, { type });
}

const sparseDirs: string[] = [];
/** Removes the sparse files made so far (call in afterAll). */
export async function removeSparseFiles(): Promise<void> {
  await Promise.all(sparseDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}

/** A multipart body with one `file` part from a Blob (a sparse one, or `new Blob([bytes])`). */
export function fileForm(fields: Record<string, string>, file: { name: string; blob: Blob }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file.blob, file.name);
  return form;
}

/** Sends one file as a multipart `file` part, as the web does. */
export function uploadFile(
  t: TestApp,
  who: TestUser,
  fields: Record<string, string>,
  name: string,
  data: Buffer,
  type = 'application/octet-stream',
): Promise<LightMyRequestResponse> {
  const form = fileForm(fields, { name, blob: new Blob([data], { type }) });
  return injectAs(t, who, 'POST', '/api/messages/send-with-file', form);
}

/** A file message to one person that must be accepted, checked against the contract. */
export async function sendFile(t: TestApp, who: TestUser, to: TestUser, name: string, data: Buffer): Promise<Message> {
  const res = await uploadFile(t, who, { receiver_id: to.id, content: '' }, name, data);
  expectStatus(res, createdStatuses, `upload ${name}`);
  return messageSchema.parse(res.json());
}

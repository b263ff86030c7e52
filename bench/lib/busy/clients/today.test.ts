/**
 * The "today" client model against a fake server whose answers the test releases one by one: what
 * it asks for on each event, which in-flight calls TanStack Query cancels, and which it joins.
 *
 *   npm test -w bench
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LiveEvent } from '@vazife/contract';
import type { Screen } from '../client-model.js';
import { fakeServer, settle } from './fake-server.js';
import { today } from './today.js';

const me = 'me-0000';
const partner = 'partner-0000';
const message = (id: string, sender: string) => ({ id, sender_id: sender });
/** A `task.changed` as the server sends it; what it carries is beside the point for this model. */
const taskChanged = (taskId: string): LiveEvent => ({
  type: 'task.changed',
  task_id: taskId,
  task: null,
  refetch: true,
  before: null,
  after: { status: 'atanmis', created_at: '2026-01-05T08:00:00.000Z', deadline: null },
});

async function mounted(screen: Screen, answers: Record<string, unknown>) {
  const server = fakeServer();
  const client = today.create({ person: { id: me, role: 'isci' }, screen, api: server.api });
  const mounting = client.mount();
  await settle();
  for (const [prefix, data] of Object.entries(answers)) server.answer(prefix, data);
  await mounting;
  await settle();
  return { server, client };
}

const dashboardAnswers = {
  '/api/notifications/unread-count': { unread_count: 0 },
  '/api/tasks/my': [],
  '/api/tasks/counts': {},
  '/api/dashboard/stats': {},
};

test('the dashboard mounts its four calls and refetches the active task queries on task.changed', async () => {
  const { server, client } = await mounted({ kind: 'dashboard' }, dashboardAnswers);
  assert.deepEqual(server.paths(server.calls), [
    'GET /api/dashboard/stats',
    'GET /api/notifications/unread-count',
    'GET /api/tasks/counts',
    'GET /api/tasks/my',
  ]);
  const before = server.calls.length;
  client.onEvent(taskChanged('task-1'));
  // The task's detail is not on screen: invalidated, not fetched.
  assert.deepEqual(server.paths(server.calls.slice(before)), [
    'GET /api/dashboard/stats',
    'GET /api/tasks/counts',
    'GET /api/tasks/my',
  ]);
  // Message events change nothing on the dashboard but the toast's list.
  client.onEvent({
    type: 'message.read',
    reader_id: partner,
    sender_id: me,
    group_id: null,
    read_up_to: '2026-01-05T08:00:00.000Z',
    last_read_message_id: 'm1',
    unread_count: 0,
    marked: 1,
  });
  await settle();
  assert.equal(server.calls.length, before + 3);
  client.close();
});

test('a second invalidation cancels the refetch in flight (cancelRefetch) and starts another', async () => {
  const { server, client } = await mounted({ kind: 'dashboard' }, dashboardAnswers);
  const before = server.calls.length;
  client.onEvent(taskChanged('task-1'));
  client.onEvent(taskChanged('task-2'));
  await settle();
  const after = server.calls.slice(before);
  const pages = after.filter((c) => c.path.startsWith('/api/tasks/my'));
  const counts = after.filter((c) => c.path === '/api/tasks/counts');
  assert.equal(pages.length, 2);
  assert.deepEqual(
    pages.map((c) => c.aborted),
    [true, false],
    'the task page takes the signal: the first call is aborted',
  );
  // The counts' query function ignores the signal (as the web's does): both calls run to the end.
  assert.equal(counts.length, 2);
  assert.deepEqual(
    counts.map((c) => c.aborted),
    [false, false],
  );
  client.close();
});

test('a message event on an open chat refetches every thread and both lists; the toast joins the fetch in flight', async () => {
  const { server, client } = await mounted(
    { kind: 'chat', target: { kind: 'user', id: partner } },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/messages/conversations': [{ user: { id: partner }, unread_count: 0 }],
      '/api/groups': [],
      [`/api/messages/${partner}`]: [message('m1', me)],
    },
  );
  const before = server.calls.length;
  // A group message from someone else: not the open chat, so the toaster loads the group list too.
  client.onEvent({
    type: 'message.created',
    message_id: 'g1',
    sender_id: 'other-0000',
    receiver_id: null,
    group_id: 'group-1',
    message: null,
    refetch: true,
  });
  await settle();
  assert.deepEqual(server.paths(server.calls.slice(before)), [
    'GET /api/groups',
    'GET /api/messages/conversations',
    `GET /api/messages/${partner}`,
  ]);
  client.close();
});

test('the open chat marks itself read when a new message from the other shows, and again as the list counts it', async () => {
  const { server, client } = await mounted(
    { kind: 'chat', target: { kind: 'user', id: partner } },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/messages/conversations': [{ user: { id: partner }, unread_count: 0 }],
      '/api/groups': [],
      [`/api/messages/${partner}`]: [message('m1', me)],
    },
  );
  const before = server.calls.length;
  client.onEvent({
    type: 'message.created',
    message_id: 'm2',
    sender_id: partner,
    receiver_id: me,
    group_id: null,
    message: null,
    refetch: true,
  });
  await settle();
  server.answer(`/api/messages/${partner}`, [message('m1', me), message('m2', partner)]);
  await settle();
  const markReads = () => server.calls.slice(before).filter((c) => c.path === '/api/messages/mark-read');
  assert.equal(markReads().length, 1);
  assert.deepEqual(markReads()[0]!.body, { sender_id: partner, is_group: false });
  // The list, fetched before the mark-read landed, still counts the message unread: marked again.
  server.answer('/api/messages/conversations', [{ user: { id: partner }, unread_count: 1 }]);
  await settle();
  assert.equal(markReads().length, 2);
  // A mark-read's success refetches the conversation list.
  const lists = () => server.calls.slice(before).filter((c) => c.path.startsWith('/api/messages/conversations?limit='));
  const listsBefore = lists().length;
  markReads()[0]!.answer({ message: 'ok', marked: 1 });
  await settle();
  assert.equal(lists().length, listsBefore + 1);
  // The second one's success refetches it again, cancelling the first refetch if still under way.
  markReads()[1]!.answer({ message: 'ok', marked: 0 });
  await settle();
  assert.equal(lists().length, listsBefore + 2);
  assert.equal(lists().at(-2)!.aborted, true);
  client.close();
});

test('sending refreshes the chat and both lists; the own event then cancels and restarts them', async () => {
  const { server, client } = await mounted(
    { kind: 'chat', target: { kind: 'group', id: 'group-1' } },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/messages/conversations': [],
      '/api/groups': [{ id: 'group-1', unread_count: 0 }],
      '/api/groups/group-1/messages': [],
    },
  );
  const before = server.calls.length;
  const sending = client.sendMessage('Merhaba');
  await settle();
  server.answer('/api/groups/group-1/messages', { id: 'm9' });
  assert.equal(await sending, 'm9');
  await settle();
  client.onEvent({
    type: 'message.created',
    message_id: 'm9',
    sender_id: me,
    receiver_id: null,
    group_id: 'group-1',
    message: null,
    refetch: true,
  });
  await settle();
  const after = server.calls.slice(before);
  assert.deepEqual(server.paths(after), [
    'GET /api/groups',
    'GET /api/groups',
    'GET /api/groups/group-1/messages',
    'GET /api/groups/group-1/messages',
    'GET /api/messages/conversations',
    'GET /api/messages/conversations',
    'POST /api/groups/group-1/messages',
  ]);
  assert.equal(after.filter((c) => c.aborted).length, 3, 'the three refetches of the send are cancelled');
  client.close();
});

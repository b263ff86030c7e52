/**
 * The "patching" client model against a fake server whose answers the test releases one by one:
 * what each event patches in the cache, the little it still fetches, and when it marks read.
 *
 *   npm test -w bench
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type {
  Announcement,
  Conversation,
  DashboardStats,
  GroupListItem,
  LiveEvent,
  LiveEventOf,
  Message,
  Task,
  TaskCounts,
} from '@vazife/contract';
import type { InfiniteData } from '@tanstack/query-core';
import type { ConversationPages, MessagePage } from '../../../../apps/web/src/features/messages/api/cached-pages.js';
import type { MessagingEvent } from '../../../../apps/web/src/features/messages/api/live-patch.js';
import type { ChatTarget, Screen } from '../client-model.js';
import { announcementListKey } from './announcements.js';
import { fakeServer, settle, type Call } from './fake-server.js';
import { PatchingClient, unreadTotalKey } from './patching.js';
import { keys } from './web-queries.js';

const me = 'me-0000';
const partner = 'partner-0000';
const other = 'other-0000';
const stranger = 'stranger-0000';
const group = 'group-1';

const at = (minute: number) => `2026-11-26T09:${String(minute).padStart(2, '0')}:00.000Z`;

/** A message as the server answers it; `to` is the receiver of a direct one or the group. */
function message(id: string, sender: string, minute: number, to: ChatTarget, extra: Partial<Message> = {}): Message {
  const receiver = to.kind === 'user' ? (sender === me ? to.id : me) : null;
  return {
    id,
    sender_id: sender,
    sender_name: 'Zeynep Demir',
    receiver,
    receiver_id: receiver,
    group_id: to.kind === 'group' ? to.id : null,
    content: 'Merhaba',
    message_type: 'text',
    file_url: null,
    thumbnail_url: null,
    file_name: null,
    file_size: null,
    mime_type: null,
    created_at: at(minute),
    is_edited: false,
    is_read: false,
    read_by: [],
    ...extra,
  };
}

/** The event that tells of a new message, carrying it unless `carried` is false. */
const created = (m: Message, { carried = true, refetch = false } = {}): LiveEvent =>
  ({
    type: 'message.created',
    message_id: m.id,
    sender_id: m.sender_id,
    receiver_id: m.receiver_id,
    group_id: m.group_id,
    message: carried ? m : null,
    refetch: refetch || !carried,
  }) satisfies LiveEventOf<'message.created'>;

const receipt = (event: Omit<LiveEventOf<'message.read'>, 'type'>): LiveEvent => ({ type: 'message.read', ...event });

const direct: ChatTarget = { kind: 'user', id: partner };
const inGroup: ChatTarget = { kind: 'group', id: group };

async function mounted(screen: Screen, answers: Record<string, unknown>) {
  const server = fakeServer();
  const client = new PatchingClient({ person: { id: me, role: 'isci' }, screen, api: server.api });
  const mounting = client.mount();
  await settle();
  // The Mesajlar badge, on every screen.
  server.answer('/api/messages/unread-count', { unread_count: 2, direct: 1, group: 1 });
  for (const [prefix, data] of Object.entries(answers)) server.answer(prefix, data);
  await mounting;
  await settle();
  const shown = {
    thread: (target: ChatTarget) =>
      client.queryClient
        .getQueryData<InfiniteData<MessagePage>>(keys.thread(target))
        ?.pages.flatMap((page) => page.messages.map((m) => m.id)),
    conversations: () =>
      client.queryClient
        .getQueryData<ConversationPages>(keys.conversations)
        ?.pages.flatMap((page): Conversation[] => page.conversations),
    groups: () => client.queryClient.getQueryData<GroupListItem[]>(keys.groups),
    badge: () => client.queryClient.getQueryData<number>(unreadTotalKey),
  };
  return { server, client, shown };
}

const directChat = () =>
  mounted(
    { kind: 'chat', target: direct },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/messages/conversations': [
        { user: { id: partner }, last_message: message('m1', me, 1, direct), unread_count: 0 },
      ],
      '/api/groups': [],
      [`/api/messages/${partner}`]: [message('m1', me, 1, direct)],
    },
  );

const groupChat = () =>
  mounted(
    { kind: 'chat', target: inGroup },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/messages/conversations': [],
      // The chat first: the list's prefix would answer it too.
      [`/api/groups/${group}/messages`]: [],
      '/api/groups': [{ id: group, last_message: null, unread_count: 0 }],
    },
  );

const dashboard = () =>
  mounted(
    { kind: 'dashboard' },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/tasks/my': [],
      '/api/tasks/counts': {},
      '/api/dashboard/stats': {},
    },
  );

const markReads = (calls: Call[]) => calls.filter((c) => c.path === '/api/messages/mark-read');

test('a new message in the open direct chat is patched in, not fetched, and marked read once', async () => {
  const { server, client, shown } = await directChat();
  const before = server.calls.length;
  client.onEvent(created(message('m2', partner, 2, direct)));
  await settle();
  const after = () => server.calls.slice(before);
  // No list, no chat page: the event said it all; the toaster has nothing to do for the open chat.
  assert.deepEqual(server.paths(after()), ['POST /api/messages/mark-read']);
  assert.deepEqual(markReads(after())[0]!.body, { sender_id: partner, is_group: false });
  assert.deepEqual(shown.thread(direct), ['m1', 'm2']);
  assert.equal(shown.conversations()![0]!.last_message!.id, 'm2');
  assert.equal(shown.conversations()![0]!.unread_count, 1);
  // Its success zeroes the row in the cache: nothing refetched, nothing marked again.
  markReads(after())[0]!.answer({ message: 'ok', marked: 1 });
  await settle();
  assert.equal(shown.conversations()![0]!.unread_count, 0);
  // My own receipt (every device of mine gets it) changes nothing here.
  client.onEvent(
    receipt({
      reader_id: me,
      sender_id: partner,
      group_id: null,
      read_up_to: at(2),
      last_read_message_id: 'm2',
      unread_count: 0,
      marked: 1,
    }),
  );
  await settle();
  assert.equal(after().length, 1);
  // The next message: one more mark-read, still no fetch.
  client.onEvent(created(message('m3', partner, 3, direct)));
  await settle();
  assert.deepEqual(server.paths(after()), ['POST /api/messages/mark-read', 'POST /api/messages/mark-read']);
  assert.deepEqual(shown.thread(direct), ['m1', 'm2', 'm3']);
  client.close();
});

test('a group member with the chat open marks read once per new message from the others, never for their own', async () => {
  const { server, client, shown } = await groupChat();
  const before = server.calls.length;
  const after = () => server.calls.slice(before);
  client.onEvent(created(message('g1', other, 1, inGroup)));
  await settle();
  assert.equal(markReads(after()).length, 1);
  assert.deepEqual(markReads(after())[0]!.body, { group_id: group, is_group: true });
  // Another member's receipt, then the list counting it unread again (my receipt computed before a
  // later write): the same newest message is not marked twice.
  client.onEvent(
    receipt({
      reader_id: other,
      sender_id: null,
      group_id: group,
      read_up_to: at(1),
      last_read_message_id: 'g1',
      unread_count: 0,
      marked: 0,
    }),
  );
  markReads(after())[0]!.answer({ message: 'ok', marked: 1 });
  await settle();
  assert.equal(shown.groups()![0]!.unread_count, 0);
  client.onEvent(
    receipt({
      reader_id: me,
      sender_id: null,
      group_id: group,
      read_up_to: at(1),
      last_read_message_id: 'g1',
      unread_count: 1,
      marked: 1,
    }),
  );
  await settle();
  assert.equal(shown.groups()![0]!.unread_count, 1);
  assert.equal(markReads(after()).length, 1);
  // My own message (sent from another device): shown, not marked.
  client.onEvent(created(message('g2', me, 2, inGroup)));
  await settle();
  assert.equal(markReads(after()).length, 1);
  // Two more from others: one mark-read each.
  client.onEvent(created(message('g3', other, 3, inGroup)));
  await settle();
  client.onEvent(created(message('g4', partner, 4, inGroup)));
  await settle();
  assert.equal(markReads(after()).length, 3);
  assert.deepEqual(shown.thread(inGroup), ['g1', 'g2', 'g3', 'g4']);
  assert.deepEqual(server.paths(after()), Array(3).fill('POST /api/messages/mark-read'));
  client.close();
});

test('a message for another chat while one is open patches its row; the toast reads the cache; nothing is fetched', async () => {
  const { server, client, shown } = await mounted(
    { kind: 'chat', target: direct },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/messages/conversations': [{ user: { id: partner }, last_message: null, unread_count: 0 }],
      [`/api/messages/${partner}`]: [],
      '/api/groups': [{ id: group, last_message: null, unread_count: 0 }],
    },
  );
  const before = server.calls.length;
  client.onEvent(created(message('g1', other, 1, inGroup)));
  await settle();
  assert.deepEqual(server.calls.slice(before), []);
  assert.equal(shown.groups()![0]!.unread_count, 1);
  assert.deepEqual(shown.thread(direct), []);
  client.close();
});

test('sending shows the answer at once; its own event then changes nothing and nothing is fetched', async () => {
  const { server, client, shown } = await directChat();
  const before = server.calls.length;
  const sending = client.sendMessage('Merhaba');
  await settle();
  const sent = message('m9', me, 9, direct);
  server.answer('/api/messages/send', sent);
  assert.equal(await sending, 'm9');
  await settle();
  assert.deepEqual(shown.thread(direct), ['m1', 'm9']);
  assert.equal(shown.conversations()![0]!.last_message!.id, 'm9');
  const data = client.queryClient.getQueryData(keys.thread(direct));
  client.onEvent(created(sent));
  await settle();
  assert.deepEqual(shown.thread(direct), ['m1', 'm9']);
  assert.equal(client.queryClient.getQueryData(keys.thread(direct)), data, 'the same data: nothing re-renders');
  assert.equal(shown.conversations()![0]!.unread_count, 0);
  assert.deepEqual(server.paths(server.calls.slice(before)), ['POST /api/messages/send']);
  client.close();
});

test('what an event cannot say is fetched alone: a first message from someone not listed refetches the list once', async () => {
  const { server, client } = await directChat();
  const before = server.calls.length;
  const toMe: ChatTarget = { kind: 'user', id: stranger };
  client.onEvent(created(message('s1', stranger, 5, toMe)));
  await settle();
  // A second one before the list answered joins the refetch under way instead of cancelling it.
  client.onEvent(created(message('s2', stranger, 6, toMe)));
  await settle();
  const after = server.calls.slice(before);
  assert.deepEqual(server.paths(after), ['GET /api/messages/conversations']);
  assert.equal(after[0]!.aborted, false);
  client.close();
});

test('a message the event left out is fetched alone for a loaded chat, and not at all on the dashboard', async () => {
  const { server, client, shown } = await directChat();
  const before = server.calls.length;
  const file = message('f1', partner, 7, direct, { message_type: 'file', file_name: 'rapor.pdf' });
  client.onEvent(created(file, { refetch: true }));
  await settle();
  const items = server.calls.slice(before).filter((c) => /^\/api\/messages\/[^/]+\/item$/.test(c.path));
  assert.deepEqual(
    items.map((c) => c.path),
    ['/api/messages/f1/item'],
  );
  // Shown from the event at once; the link comes with the fetched copy.
  assert.deepEqual(shown.thread(direct), ['m1', 'f1']);
  items[0]!.answer({ ...file, file_url: '/api/download/messages/k?dl=1' });
  await settle();
  const thread = client.queryClient.getQueryData<InfiniteData<MessagePage>>(keys.thread(direct))!;
  assert.equal(thread.pages[0]!.messages.at(-1)!.file_url, '/api/download/messages/k?dl=1');
  client.close();

  const board = await dashboard();
  const onBoard = board.server.calls.length;
  board.client.onEvent(created(file, { refetch: true }));
  await settle();
  assert.deepEqual(board.server.calls.slice(onBoard), [], 'no chat loaded, and the toast has the message');
  board.client.close();
});

test('toasts on the dashboard read the event: a group’s name loads the group list once, a direct message left out loads alone', async () => {
  const { server, client, shown } = await dashboard();
  const before = server.calls.length;
  const after = () => server.calls.slice(before);
  client.onEvent(created(message('g1', other, 1, inGroup)));
  await settle();
  assert.deepEqual(server.paths(after()), ['GET /api/groups']);
  server.answer('/api/groups', [{ id: group, last_message: null, unread_count: 0 }]);
  await settle();
  // The list is cached now: the next group toast reads it, and the event patches it.
  client.onEvent(created(message('g2', partner, 2, inGroup)));
  await settle();
  assert.equal(after().length, 1);
  assert.equal(shown.groups()![0]!.last_message!.id, 'g2');
  // A direct message carried by its event needs no call; one left out loads that message alone.
  client.onEvent(created(message('d1', partner, 3, direct)));
  await settle();
  assert.equal(after().length, 1);
  client.onEvent(created(message('d2', partner, 4, direct), { carried: false }));
  await settle();
  assert.deepEqual(server.paths(after()), ['GET /api/groups', 'GET /api/messages/d2/item']);
  client.close();
});

/** A task as the server lists it, created at `minute` of a day long past (in no tab but "all"). */
function task(id: string, minute: number, extra: Partial<Task> = {}): Task {
  return {
    id,
    title: 'Rafları düzenle',
    description: 'Depo girişi',
    assigned_to: me,
    assigned_to_name: 'Ali Çelik',
    assigned_by: other,
    assigned_by_name: 'Zeynep Demir',
    assigned_by_role: 'sef',
    priority: 'orta',
    status: 'atanmis',
    deadline: null,
    created_at: `2026-01-05T09:${String(minute).padStart(2, '0')}:00.000Z`,
    started_at: null,
    completed_at: null,
    approved_at: null,
    task_image: null,
    task_image_thumbnail: null,
    evidence_files: [],
    additional_info: null,
    revision_note: null,
    revision_count: 0,
    revision_history: [],
    completion_note: null,
    completions: [],
    is_overdue: false,
    ...extra,
  };
}
const timing = (t: Task) => ({ status: t.status, created_at: t.created_at, deadline: t.deadline });
/** The `task.changed` of a change from `before` (null: a new task) to `after`, carrying it unless told not to. */
const taskChanged = (before: Task | null, after: Task, carried = true): LiveEvent => ({
  type: 'task.changed',
  task_id: after.id,
  task: carried ? after : null,
  refetch: !carried,
  before: before && timing(before),
  after: timing(after),
});

const stats = {
  total_tasks: 1,
  completed_tasks: 0,
  pending_tasks: 1,
  overdue_tasks: 0,
  total_employees: 40,
  pending_approvals: 0,
};
const board = () =>
  mounted(
    { kind: 'dashboard' },
    {
      '/api/notifications/unread-count': { unread_count: 0 },
      '/api/tasks/my': [task('t1', 1)],
      '/api/tasks/counts': { all: 1, today: 0, week: 0, overdue: 0 },
      '/api/dashboard/stats': stats,
    },
  );
const boardOf = (client: PatchingClient) => ({
  list: () =>
    client.queryClient
      .getQueryData<InfiniteData<{ tasks: Task[] }>>(keys.taskList)
      ?.pages.flatMap((page) => page.tasks.map((t) => `${t.id}:${t.status}`)),
  counts: () => client.queryClient.getQueryData<TaskCounts>(keys.taskCounts),
  stats: () => client.queryClient.getQueryData<DashboardStats>(keys.stats),
});

test('a task event is patched into the board, the counts and the stats with no call; the bell refetches', async () => {
  const { server, client } = await board();
  const shown = boardOf(client);
  const before = server.calls.length;
  const t2 = task('t2', 2);
  client.onEvent(taskChanged(null, t2));
  client.onEvent(taskChanged(task('t1', 1), task('t1', 1, { status: 'baslatildi' })));
  client.onEvent({ type: 'notification.created', notification_id: 'n1' });
  await settle();
  assert.deepEqual(server.paths(server.calls.slice(before)), ['GET /api/notifications/unread-count']);
  server.answer('/api/notifications/unread-count', { unread_count: 1 });
  assert.deepEqual(shown.list(), ['t2:atanmis', 't1:baslatildi']);
  assert.deepEqual(shown.counts(), { all: 2, today: 0, week: 0, overdue: 0 });
  assert.deepEqual(shown.stats(), { ...stats, total_tasks: 2, pending_tasks: 2 });
  // The same change told twice (two of the task's audiences) moves the numbers once.
  const done = task('t2', 2, { status: 'tamamlandi' });
  client.onEvent(taskChanged(t2, done));
  client.onEvent(taskChanged(t2, done));
  await settle();
  assert.deepEqual(shown.stats(), { ...stats, total_tasks: 2, pending_tasks: 1, completed_tasks: 1 });
  client.close();
});

test('a task the event left out is fetched alone, once for a burst of its changes', async () => {
  const { server, client } = await board();
  const shown = boardOf(client);
  const before = server.calls.length;
  const after = () => server.calls.slice(before);
  const t1 = task('t1', 1);
  const started = task('t1', 1, { status: 'baslatildi' });
  const done = task('t1', 1, { status: 'tamamlandi' });
  client.onEvent(taskChanged(t1, started, false));
  client.onEvent(taskChanged(started, done, false));
  await settle();
  assert.deepEqual(server.paths(after()), ['GET /api/tasks/t1']);
  // The first answer may predate the second change: one more fetch after it.
  server.answer('/api/tasks/t1', started);
  await settle();
  assert.deepEqual(server.paths(after()), ['GET /api/tasks/t1', 'GET /api/tasks/t1']);
  server.answer('/api/tasks/t1', done);
  await settle();
  assert.deepEqual(shown.list(), ['t1:tamamlandi']);
  assert.deepEqual(shown.counts(), { all: 1, today: 0, week: 0, overdue: 0 });
  assert.equal(after().length, 2);
  client.close();
});

test('a count whose fetch is under way is patched, then fetched once more after it, never cancelled', async () => {
  const { server, client } = await board();
  const before = server.calls.length;
  const after = () => server.calls.slice(before);
  // The person's own task creation refreshes the board, the counts and the stats.
  const creating = client.createTask({ title: 'Yeni', description: 'Yeni', assigned_to: partner, priority: 'orta' });
  await settle();
  server.answer('/api/tasks/create', { message: 'ok', task: task('t2', 2) });
  await creating;
  await settle();
  assert.deepEqual(server.paths(after()), [
    'GET /api/dashboard/stats',
    'GET /api/tasks/counts',
    'GET /api/tasks/my',
    'POST /api/tasks/create',
  ]);
  // Its own event comes while those are under way, then two more changes.
  client.onEvent(taskChanged(null, task('t2', 2)));
  client.onEvent(taskChanged(task('t1', 1), task('t1', 1, { status: 'baslatildi' })));
  await settle();
  assert.equal(after().length, 4);
  assert.ok(after().every((c) => !c.aborted));
  server.answer('/api/tasks/counts', { all: 2, today: 0, week: 0, overdue: 0 });
  server.answer('/api/dashboard/stats', { ...stats, total_tasks: 2, pending_tasks: 2 });
  server.answer('/api/tasks/my', [task('t2', 2), task('t1', 1)]);
  await settle();
  assert.deepEqual(server.paths(after().slice(4)), [
    'GET /api/dashboard/stats',
    'GET /api/tasks/counts',
    'GET /api/tasks/my',
  ]);
  client.close();
});

test('a delete and a group change are patched in; only a group I was just added to is fetched', async () => {
  const { server, client, shown } = await groupChat();
  const before = server.calls.length;
  const after = () => server.calls.slice(before);
  const g1 = message('g1', me, 1, inGroup);
  client.onEvent(created(g1));
  await settle();
  const deleted = {
    type: 'message.deleted',
    message_id: 'g1',
    sender_id: me,
    receiver_id: null,
    group_id: group,
    last_message: null,
    refetch: false,
    unread_count: 0,
  } satisfies MessagingEvent;
  client.onEvent(deleted);
  await settle();
  assert.deepEqual(shown.thread(inGroup), []);
  assert.equal(shown.groups()![0]!.last_message, null);
  const groupFields = (id: string, name: string) => ({
    id,
    name,
    description: null,
    created_by: other,
    creator_name: 'Ali Kaya',
    created_at: at(0),
    member_count: 40,
  });
  const updated = (id: string, name: string, added: string[]) =>
    ({
      type: 'group.updated',
      group_id: id,
      group: groupFields(id, name),
      added: added.map((memberId) => ({ id: memberId, name: 'Ayşe Yıldız', role: 'isci' as const })),
      removed: [],
      refetch: false,
    }) satisfies MessagingEvent;
  client.onEvent(updated(group, 'Gece ekibi', [stranger]));
  await settle();
  assert.equal(shown.groups()![0]!.name, 'Gece ekibi');
  assert.deepEqual(after(), []);
  client.onEvent(updated('group-2', 'Yeni grup', [me, other]));
  await settle();
  assert.deepEqual(server.paths(after()), ['GET /api/groups']);
  client.close();
});

test('the Mesajlar badge loads once with the screen, then follows the events; a delete by someone else refetches it', async () => {
  const { server, client, shown } = await dashboard();
  assert.deepEqual(server.paths(server.calls), [
    'GET /api/dashboard/stats',
    'GET /api/messages/unread-count',
    'GET /api/notifications/unread-count',
    'GET /api/tasks/counts',
    'GET /api/tasks/my',
  ]);
  assert.equal(shown.badge(), 2);
  const before = server.calls.length;
  const after = () => server.calls.slice(before);
  client.onEvent(created(message('d1', partner, 1, direct)));
  client.onEvent(created(message('d2', me, 2, direct)));
  await settle();
  assert.equal(shown.badge(), 3);
  // My reading, on any device: the receipt says how many it marked.
  client.onEvent(
    receipt({
      reader_id: me,
      sender_id: partner,
      group_id: null,
      read_up_to: at(2),
      last_read_message_id: 'd1',
      unread_count: 0,
      marked: 2,
    }),
  );
  await settle();
  assert.equal(shown.badge(), 1);
  assert.deepEqual(after(), []);
  // Only the server knows whether the deleted message was one of mine unread: asked once, joined.
  const deleted = {
    type: 'message.deleted',
    message_id: 'd1',
    sender_id: partner,
    receiver_id: me,
    group_id: null,
    last_message: null,
    refetch: false,
    unread_count: 0,
  } satisfies MessagingEvent;
  client.onEvent(deleted);
  client.onEvent(deleted);
  await settle();
  assert.deepEqual(server.paths(after()), ['GET /api/messages/unread-count']);
  server.answer('/api/messages/unread-count', { unread_count: 0, direct: 0, group: 0 });
  await settle();
  assert.equal(shown.badge(), 0);
  client.close();
});

/** An announcement as every member's list shows it (no counts, no attachment). */
const announcementOf = (id: string, minute: number): Announcement => ({
  id,
  title: 'Rampa 2 kapalı',
  description: 'Öğleden sonra bakım var.',
  created_by: 'owner-0000',
  creator_name: 'Ayşe Kaya',
  creator_role: 'isveren',
  created_at: at(minute),
  attachment_url: null,
  attachment_type: null,
  attachment_name: null,
  is_read: false,
  read_count: null,
  total_members: null,
});

test('the Duyurular page puts a carried announcement on its list and the bell counts it, without a call', async () => {
  const { server, client } = await mounted(
    { kind: 'announcements' },
    { '/api/notifications/unread-count': { unread_count: 0 }, '/api/announcements': [announcementOf('a1', 1)] },
  );
  const listed = () =>
    client.queryClient
      .getQueryData<InfiniteData<{ announcements: Announcement[] }>>(announcementListKey)
      ?.pages.flatMap((page) => page.announcements.map((a) => a.id));
  assert.deepEqual(listed(), ['a1']);
  const before = server.calls.length;

  client.onEvent({
    type: 'announcement.created',
    announcement_id: 'a2',
    announcement: announcementOf('a2', 2),
    refetch: false,
  });
  const broadcast = {
    type: 'notification.broadcast',
    kind: 'announcement_created',
    subject_id: 'a2',
    unread_added: 1,
  } as const;
  client.onEvent(broadcast);
  client.onEvent(broadcast);
  await settle();
  assert.deepEqual(listed(), ['a2', 'a1']);
  // The bell counts it by itself, once: no call.
  assert.deepEqual(server.paths(server.calls.slice(before)), []);
  assert.deepEqual(client.queryClient.getQueryData(['notifications', 'unread-count']), { unread_count: 1 });

  // One the event left out (an attachment) is fetched alone, then listed.
  client.onEvent({ type: 'announcement.created', announcement_id: 'a3', announcement: null, refetch: true });
  await settle();
  assert.deepEqual(server.paths(server.open()), ['GET /api/announcements/a3']);
  server.answer('/api/announcements/a3', announcementOf('a3', 3));
  await settle();
  assert.deepEqual(listed(), ['a3', 'a2', 'a1']);
  client.close();
});

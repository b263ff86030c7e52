import { describe, expect, it } from 'vitest';
import { injectAs, useTestApp, type Caller } from '../test/test-app.js';
import { demoPeople, loadDemo } from './demo-data.js';

/** `npm run demo` on a fresh database: what a newcomer sees, through the API, and loaded once. */
const t = useTestApp();

const count = async (table: 'users' | 'tasks' | 'messages' | 'message_threads' | 'notifications') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function as(key: string): Promise<Caller & { id: string }> {
  const email = demoPeople.find((p) => p.key === key)!.email;
  const row = await t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  return { id: row.id, token: await t.tokens.sign('vazife:user', { sub: row.id, ver: row.token_version }) };
}

async function get(who: Caller, url: string) {
  const res = await injectAs(t, who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the demo', () => {
  it('loads once: people, tasks, messages, threads and notifications', async () => {
    expect(await loadDemo(t.database.db)).toBe(true);
    const counts = {
      users: await count('users'),
      tasks: await count('tasks'),
      messages: await count('messages'),
      threads: await count('message_threads'),
      notifications: await count('notifications'),
    };
    // 15 direct messages (4 of them the bulk one) and 6 in the group; a thread per person and
    // conversation: 6 direct conversations and 4 group members.
    expect(counts).toEqual({ users: 6, tasks: 7, messages: 21, threads: 16, notifications: 8 });
    expect(await loadDemo(t.database.db)).toBe(false);
    expect(await count('messages')).toBe(21);
    expect(await count('users')).toBe(6);
  });

  it('keeps every thread consistent with its messages: last message and unread count', async () => {
    const db = t.database.db;
    const threads = await db.selectFrom('message_threads').selectAll().execute();
    for (const thread of threads) {
      const messages = await db
        .selectFrom('messages')
        .select(['id', 'sender_id', 'created_at'])
        .where('conversation_key', '=', thread.conversation_key)
        .orderBy('created_at')
        .execute();
      expect(thread.last_message_id).toBe(messages.at(-1)!.id);
      const unread = messages.filter(
        (m) => m.sender_id !== thread.user_id && (!thread.last_read_at || m.created_at > thread.last_read_at),
      );
      expect(Number(thread.unread_count)).toBe(unread.length);
    }
  });

  it('shows the worker unread conversations, a pinned group and the employer’s bulk message', async () => {
    const [worker, chief, manager, worker2, owner] = await Promise.all(
      ['isci', 'sef', 'mudur', 'isci2', 'owner'].map(as),
    );
    const conversations = await get(worker!, '/api/messages/conversations');
    expect(conversations).toHaveLength(3);
    expect(conversations.every((c: { unread_count: number }) => c.unread_count === 1)).toBe(true);
    const fromOwner = conversations.find((c: { user: { id: string } }) => c.user.id === owner!.id);
    expect(fromOwner.last_message.content).toMatch(/iş güvenliği toplantısı/);

    const [team] = await get(worker!, '/api/groups');
    expect(team).toMatchObject({ name: 'Depo Ekibi', member_count: 4, unread_count: 1, is_pinned: true });
    // The group's latest message: read by the manager and the other worker, not yet by this one
    // (who read it is listed to its sender).
    expect(team.last_message.read_by).toEqual([]);
    const [chiefTeam] = await get(chief!, '/api/groups');
    expect([...chiefTeam.last_message.read_by].sort()).toEqual([manager!.id, worker2!.id].sort());
    const status = await get(chief!, `/api/messages/${team.last_message.id}/read-status`);
    expect(status).toMatchObject({ is_group: true, read_count: 2, total_members: 3 });
  });

  it('shows the employer who read the bulk message, an unread answer and the bell', async () => {
    const owner = await as('owner');
    const conversations: { user: { id: string }; unread_count: number; last_message: { is_read: boolean } }[] =
      await get(owner, '/api/messages/conversations');
    expect(conversations).toHaveLength(4);
    const read = Object.fromEntries(conversations.map((c) => [c.user.id, c.last_message.is_read]));
    const [chief, worker, manager] = await Promise.all(['sef', 'isci', 'mudur'].map(as));
    expect(read[chief!.id]).toBe(true);
    expect(read[worker!.id]).toBe(false);
    expect(conversations[0]).toMatchObject({ user: { id: manager!.id }, unread_count: 1 });
    // The bell (its routes are the notifications module's): unread for everyone but the pending person.
    const unread = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'is_read'])
      .execute()
      .then((rows) => rows.filter((n) => !n.is_read).map((n) => n.user_id));
    expect(unread.filter((id) => id === owner.id)).toHaveLength(1);
    expect(new Set(unread).size).toBe(5);
  });
});

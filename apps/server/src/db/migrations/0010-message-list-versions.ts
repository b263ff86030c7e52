import { sql, type Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * A counter per person that moves on every write their direct conversation list or a direct
 * chat page of theirs could show (GET /api/messages/conversations, GET /api/messages/{userId}):
 * - a direct message to or from them written, edited or deleted (sent, bulk, with a file);
 * - a direct thread row of theirs or of the person on the other side (last message, unread
 *   count, the read watermarks behind `is_read` and `read_by`);
 * - their own name, role, e-mail, company, approval or pins, and the same of anyone they have a
 *   direct thread with (the list shows the peer; a message shows its sender's name).
 * Group messages and group threads change neither answer (the list is of direct conversations),
 * so they move nothing. The messaging list cache (modules/messaging/conversations/message-list-cache.ts)
 * serves an answer only while the reader's counter is the one it was built at. Triggers keep it,
 * so no write path (another instance, the employees module, the demo loader, a cascade) is missed.
 *
 * Keyed by person, not company: a message between two people invalidates those two, not the
 * whole company's cached lists. The bump skips a person who no longer exists (a cascade of their
 * deletion would otherwise write a row for them again).
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('message_list_versions')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('version', d.name === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull())
    .execute();
  // Who has a direct thread with a person: the people a change of that person's name reaches.
  await db.schema.createIndex('message_threads_peer_idx').on('message_threads').columns(['peer_id']).execute();
  const statements = d.name === 'sqlite' ? sqliteTriggers() : postgresTriggers();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** People's columns that the list or a message shows, or that decide whether a peer is listed. */
const shownColumns = ['name', 'role', 'email', 'company_id', 'is_approved'];
const shownChanged = (o: string, n: string, isNot: string) =>
  shownColumns.map((c) => `${o}.${c} ${isNot} ${n}.${c}`).join(' or ');

/** SQLite: row triggers; an upsert on one or two rows per write is cheap. */
function sqliteTriggers(): string[] {
  const bump = (user: string) => `insert into message_list_versions (user_id, version)
      select ${user}, 1 where ${user} is not null and exists (select 1 from users where id = ${user})
      on conflict (user_id) do update set version = version + 1;`;
  const onRows = (table: string, when: (row: string) => string, users: (row: string) => string[]) => [
    `create trigger ${table}_message_version_insert after insert on ${table} when ${when('new')}
      begin ${users('new').map(bump).join(' ')} end`,
    `create trigger ${table}_message_version_update after update on ${table} when ${when('new')} or ${when('old')}
      begin ${[...users('new'), ...users('old')].map(bump).join(' ')} end`,
    `create trigger ${table}_message_version_delete after delete on ${table} when ${when('old')}
      begin ${users('old').map(bump).join(' ')} end`,
  ];
  return [
    ...onRows(
      'messages',
      (row) => `${row}.receiver_id is not null`,
      (row) => [`${row}.sender_id`, `${row}.receiver_id`],
    ),
    ...onRows(
      'message_threads',
      (row) => `${row}.peer_id is not null`,
      (row) => [`${row}.user_id`, `${row}.peer_id`],
    ),
    `create trigger users_message_version_shown after update on users
      when ${shownChanged('old', 'new', 'is not')} begin
      ${bump('new.id')}
      insert into message_list_versions (user_id, version)
        select t.user_id, 1 from message_threads t
        where t.peer_id = old.id and exists (select 1 from users where id = t.user_id)
        on conflict (user_id) do update set version = version + 1;
    end`,
    `create trigger users_message_version_pins after update of pinned_conversations on users
      when old.pinned_conversations is not new.pinned_conversations begin ${bump('new.id')} end`,
  ];
}

/**
 * PostgreSQL: statement triggers over transition tables, so that a statement writing many rows
 * (a bulk message, the benchmark's seed, a cascade) bumps each person once. The bumps go in the
 * order of the people's ids, so that two transactions bumping the same people wait for each other
 * instead of deadlocking.
 */
function postgresTriggers(): string[] {
  const fn = (name: string, people: string) => `create function ${name}() returns trigger language plpgsql as $$
    begin
      insert into message_list_versions (user_id, version)
        select p.user_id, 1 from (${people}) p
        where p.user_id is not null and exists (select 1 from users where id = p.user_id)
        group by p.user_id order by p.user_id
      on conflict (user_id) do update set version = message_list_versions.version + 1;
      return null;
    end $$`;
  const messagePeople = (rows: string) =>
    `select sender_id as user_id from ${rows} where receiver_id is not null
     union all select receiver_id from ${rows}`;
  const threadPeople = (rows: string) =>
    `select user_id from ${rows} where peer_id is not null union all select peer_id from ${rows}`;
  const both = (people: (rows: string) => string) => `${people('new_rows')} union all ${people('old_rows')}`;
  const changed = shownChanged('o', 'n', 'is distinct from');
  const statements = [
    fn('message_list_bump_messages_new', messagePeople('new_rows')),
    fn('message_list_bump_messages_old', messagePeople('old_rows')),
    fn('message_list_bump_messages_both', both(messagePeople)),
    fn('message_list_bump_threads_new', threadPeople('new_rows')),
    fn('message_list_bump_threads_old', threadPeople('old_rows')),
    fn('message_list_bump_threads_both', both(threadPeople)),
    fn(
      'message_list_bump_users',
      `select n.id as user_id from new_rows n join old_rows o on o.id = n.id
         where ${changed} or o.pinned_conversations is distinct from n.pinned_conversations
       union all
       select t.user_id from new_rows n join old_rows o on o.id = n.id
         join message_threads t on t.peer_id = o.id
         where ${changed}`,
    ),
  ];
  const trigger = (table: string, event: string, referencing: string, name: string) =>
    `create trigger ${table}_message_version_${event.toLowerCase()} after ${event} on ${table}
      referencing ${referencing} for each statement execute function ${name}()`;
  for (const [table, prefix] of [
    ['messages', 'message_list_bump_messages'],
    ['message_threads', 'message_list_bump_threads'],
  ] as const) {
    statements.push(
      trigger(table, 'INSERT', 'new table as new_rows', `${prefix}_new`),
      trigger(table, 'DELETE', 'old table as old_rows', `${prefix}_old`),
      trigger(table, 'UPDATE', 'old table as old_rows new table as new_rows', `${prefix}_both`),
    );
  }
  statements.push(trigger('users', 'UPDATE', 'old table as old_rows new table as new_rows', 'message_list_bump_users'));
  return statements;
}

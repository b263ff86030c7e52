import { sql, type Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/**
 * A counter per company that moves on every write a task list could show: a task, its files, its
 * revisions, or a person's name, role or company. The task list cache (modules/tasks/task-list-cache.ts)
 * serves a page only while the company's counter is the one the page was built at. Triggers keep
 * it, so no write path (another instance, the demo loader, a manual fix in SQL) can be missed.
 *
 * The bump skips a company that no longer exists: deleting a company deletes its tasks, whose
 * triggers would otherwise write a row for it again.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('task_list_versions')
    .addColumn('company_id', 'text', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('version', d.name === 'sqlite' ? 'integer' : 'bigint', (c) => c.notNull())
    .execute();
  const statements = d.name === 'sqlite' ? sqliteTriggers() : postgresTriggers();
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** People's columns that a task's JSON shows, or that decide what a manager sees. */
const userColumnsChanged = (o: string, n: string) =>
  `${o}.name is not ${n}.name or ${o}.role is not ${n}.role or ${o}.company_id is not ${n}.company_id`;

/** SQLite: row triggers (it has no other kind); an upsert on one row per write is cheap. */
function sqliteTriggers(): string[] {
  const bump = (company: string) => `insert into task_list_versions (company_id, version)
      select ${company}, 1 where ${company} is not null and exists (select 1 from companies where id = ${company})
      on conflict (company_id) do update set version = version + 1;`;
  const onTable = (table: string) => [
    `create trigger ${table}_list_version_insert after insert on ${table} begin ${bump('new.company_id')} end`,
    `create trigger ${table}_list_version_update after update on ${table} begin
      ${bump('new.company_id')}
      ${bump('old.company_id')}
    end`,
    `create trigger ${table}_list_version_delete after delete on ${table} begin ${bump('old.company_id')} end`,
  ];
  return [
    ...onTable('tasks'),
    ...onTable('task_files'),
    ...onTable('task_revisions'),
    `create trigger users_list_version_insert after insert on users begin ${bump('new.company_id')} end`,
    `create trigger users_list_version_update after update of name, role, company_id on users
      when ${userColumnsChanged('old', 'new')} begin
      ${bump('new.company_id')}
      ${bump('old.company_id')}
    end`,
    `create trigger users_list_version_delete after delete on users begin ${bump('old.company_id')} end`,
  ];
}

/**
 * PostgreSQL: statement triggers over transition tables, so that a statement writing many rows
 * (the benchmark's seed, a cascade) bumps each company once instead of once per row. A transition
 * table serves one event, hence a trigger per event.
 */
function postgresTriggers(): string[] {
  const fn = (name: string, companies: string) => `create function ${name}() returns trigger language plpgsql as $$
    begin
      insert into task_list_versions (company_id, version)
        select c.company_id, 1 from (${companies}) c
        where c.company_id is not null and exists (select 1 from companies where id = c.company_id)
        group by c.company_id
      on conflict (company_id) do update set version = task_list_versions.version + 1;
      return null;
    end $$`;
  const statements = [
    fn('task_list_bump_new', 'select company_id from new_rows'),
    fn('task_list_bump_old', 'select company_id from old_rows'),
    fn('task_list_bump_both', 'select company_id from new_rows union all select company_id from old_rows'),
    fn(
      'task_list_bump_users',
      `select n.company_id from new_rows n join old_rows o on o.id = n.id
         where ${userColumnsChanged('o', 'n').replaceAll(' is not ', ' is distinct from ')}
       union all
       select o.company_id from new_rows n join old_rows o on o.id = n.id
         where o.company_id is distinct from n.company_id`,
    ),
  ];
  const trigger = (table: string, event: string, referencing: string, name: string) =>
    `create trigger ${table}_list_version_${event.toLowerCase()} after ${event} on ${table}
      referencing ${referencing} for each statement execute function ${name}()`;
  for (const table of ['tasks', 'task_files', 'task_revisions', 'users']) {
    statements.push(
      trigger(table, 'INSERT', 'new table as new_rows', 'task_list_bump_new'),
      trigger(table, 'DELETE', 'old table as old_rows', 'task_list_bump_old'),
      trigger(
        table,
        'UPDATE',
        'old table as old_rows new table as new_rows',
        table === 'users' ? 'task_list_bump_users' : 'task_list_bump_both',
      ),
    );
  }
  return statements;
}

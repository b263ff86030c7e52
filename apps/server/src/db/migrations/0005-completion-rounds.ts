import { sql, type Kysely } from 'kysely';
import { companyForeignKey } from '../company-keys.js';
import type { DialectInfo } from '../dialect.js';

/**
 * Completion rounds: each time the assignee completes a task (first time, and again after every
 * revision request) is a round with its own note, evidence, time and person. Before this, the
 * evidence of every round piled together and each new note overwrote the one before.
 *
 * Evidence files point to their round (`task_files.completion_id`). The task's own
 * `completion_note` and `completed_at` keep meaning the latest round, as the API uses them.
 *
 * Existing data: a task that was completed (or has evidence) gets round 1 with its current note,
 * time and assignee, and all its evidence; earlier rounds cannot be told apart any more.
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  await db.schema
    .createTable('task_completions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('task_id', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('completed_by', 'text', (c) => c.notNull())
    .addColumn('completed_at', d.timestamp, (c) => c.notNull())
    // One row per round; also the index the task JSON reads rounds in order by.
    .addUniqueConstraint('task_completions_round_unique', ['company_id', 'task_id', 'round'])
    .addUniqueConstraint('task_completions_task_id_unique', ['company_id', 'task_id', 'id'])
    .$call(companyForeignKey('task_completions_task_fk', 'task_id', 'tasks'))
    .addForeignKeyConstraint('task_completions_user_fk', ['company_id', 'completed_by'], 'users', ['company_id', 'id'])
    .execute();

  for (const statement of d.name === 'sqlite' ? sqliteStatements() : postgresStatements())
    await sql.raw(statement).execute(db);

  await backfillRoundOne(db, d);
}

/**
 * Tasks completed before rounds existed: their note, time and all their evidence become round 1.
 * Touches only tasks without a round and evidence without one, so running it again changes nothing.
 */
export async function backfillRoundOne(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  const newId = d.name === 'sqlite' ? 'lower(hex(randomblob(16)))' : 'gen_random_uuid()::text';
  const evidenceOf = `f.company_id = t.company_id and f.task_id = t.id and f.kind = 'evidence'`;
  await sql
    .raw(
      `insert into task_completions (id, company_id, task_id, round, note, completed_by, completed_at)
      select ${newId}, t.company_id, t.id, 1, t.completion_note, t.assigned_to,
        coalesce(t.completed_at, (select min(f.uploaded_at) from task_files f where ${evidenceOf}))
      from tasks t
      where (t.completed_at is not null or exists (select 1 from task_files f where ${evidenceOf}))
        and not exists (select 1 from task_completions c where c.company_id = t.company_id and c.task_id = t.id)`,
    )
    .execute(db);
  await sql
    .raw(
      `update task_files set completion_id = (
        select c.id from task_completions c
        where c.company_id = task_files.company_id and c.task_id = task_files.task_id and c.round = 1)
      where kind = 'evidence' and completion_id is null`,
    )
    .execute(db);
}

/**
 * SQLite cannot add a table constraint to an existing table, so the column's foreign key names the
 * round alone and a trigger holds it to the file's own company and task, as the composite key does
 * on PostgreSQL. The task list counter (migration 0003) moves on every write to the rounds.
 */
function sqliteStatements(): string[] {
  const sameTask = `select raise(abort, 'task_files.completion_id: a round of another task')
    where new.completion_id is not null and not exists (select 1 from task_completions c
      where c.id = new.completion_id and c.company_id = new.company_id and c.task_id = new.task_id);`;
  const bump = (company: string) => `insert into task_list_versions (company_id, version)
      select ${company}, 1 where ${company} is not null and exists (select 1 from companies where id = ${company})
      on conflict (company_id) do update set version = version + 1;`;
  return [
    `alter table task_files add column completion_id text references task_completions (id)`,
    `create trigger task_files_completion_insert before insert on task_files begin ${sameTask} end`,
    `create trigger task_files_completion_update before update of completion_id, company_id, task_id on task_files
      begin ${sameTask} end`,
    `create trigger task_completions_list_version_insert after insert on task_completions
      begin ${bump('new.company_id')} end`,
    `create trigger task_completions_list_version_update after update on task_completions begin
      ${bump('new.company_id')}
      ${bump('old.company_id')}
    end`,
    `create trigger task_completions_list_version_delete after delete on task_completions
      begin ${bump('old.company_id')} end`,
  ];
}

/** PostgreSQL: the composite key (a file's round is one of its own task's), and the statement triggers of migration 0003 on the new table. */
function postgresStatements(): string[] {
  const trigger = (event: string, referencing: string, fn: string) =>
    `create trigger task_completions_list_version_${event.toLowerCase()} after ${event} on task_completions
      referencing ${referencing} for each statement execute function ${fn}()`;
  return [
    `alter table task_files add column completion_id text,
      add constraint task_files_completion_fk foreign key (company_id, task_id, completion_id)
        references task_completions (company_id, task_id, id)`,
    trigger('INSERT', 'new table as new_rows', 'task_list_bump_new'),
    trigger('DELETE', 'old table as old_rows', 'task_list_bump_old'),
    trigger('UPDATE', 'old table as old_rows new table as new_rows', 'task_list_bump_both'),
  ];
}

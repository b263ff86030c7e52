import type { TaskFilter } from '@vazife/contract';
import { CompiledQuery, sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { companyCondition, companyScope, type CompanyInsert } from '../../db/scope.js';
import type { Database, TaskRow } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { isNotDone, matchesFilter, visibilityBranches, type TaskCondition } from './task-conditions.js';
import { taskJsonQuery, type TaskJsonOptions, type TaskJsonRow } from './task-json.mapper.js';

type Db = Kysely<Database>;

export interface TaskRecord extends TaskRow {
  assigned_to_name: string;
  assigned_by_name: string;
  assigned_by_role: Database['users']['role'];
}

/** Tasks of the actor's company with the names of both parties; every query starts here. */
function companyTasks(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('tasks')
    .innerJoin('users as assignee', (j) =>
      j.onRef('assignee.company_id', '=', 'tasks.company_id').onRef('assignee.id', '=', 'tasks.assigned_to'),
    )
    .innerJoin('users as assigner', (j) =>
      j.onRef('assigner.company_id', '=', 'tasks.company_id').onRef('assigner.id', '=', 'tasks.assigned_by'),
    );
}

type TasksEb = ExpressionBuilder<Database, 'tasks'>;

function cursorExpr(eb: TasksEb, cursor: Cursor): Expression<SqlBool> {
  return eb.or([
    eb('tasks.created_at', '<', cursor.createdAt),
    eb.and([eb('tasks.created_at', '=', cursor.createdAt), eb('tasks.id', '<', cursor.id)]),
  ]);
}

const recordColumns = [
  'assignee.name as assigned_to_name',
  'assigner.name as assigned_by_name',
  'assigner.role as assigned_by_role',
] as const;

export interface Cursor {
  createdAt: string;
  id: string;
}

export interface ListOptions {
  filter?: TaskFilter;
  cursor?: Cursor;
  limit: number;
  now: Date;
}

/**
 * The ids of a page of the actor's tasks, newest first, keyset-paged by (created_at, id). The
 * employer reads the company index in order. Anyone else: the newest `limit` of each visibility
 * branch, each read from its own index, then the newest of those. Not one query with an OR, nor
 * `id IN (…)` beside the order: without statistics SQLite walks the company index in date order
 * for those, which at a million tasks reads the whole company.
 */
function pageIds(db: Db, ctx: MemberCtx, opts: ListOptions) {
  const { filter, cursor } = opts;
  // The limit is written into the SQL (a validated integer): SQLite plans `ORDER BY … LIMIT 101`
  // better than `LIMIT ?`, and an absent filter is left out rather than written as `true`
  // (together 1.6 → 1.0 ms for a worker's page at 10 k tasks).
  const limit = sql.lit(opts.limit);
  const newest = (branch?: TaskCondition) =>
    companyScope(db, ctx)
      .selectFrom('tasks')
      .select(['tasks.id', 'tasks.created_at'])
      .$if(branch !== undefined, (q) => q.where(branch!))
      // Read in the order of the page's index; "not done" as a check on its rows (task-conditions.ts).
      .$if(filter !== undefined, (q) => q.where(matchesFilter(filter!, opts.now, isNotDone)))
      .$if(cursor !== undefined, (q) => q.where((eb) => cursorExpr(eb, cursor!)))
      .orderBy('tasks.created_at', 'desc')
      .orderBy('tasks.id', 'desc')
      .limit(limit);
  const branches = visibilityBranches(db, ctx);
  if (!branches) return newest();
  const candidates = branches
    .map((branch) => db.selectFrom(newest(branch).as('b')).select(['b.id', 'b.created_at']))
    .reduce((all, next) => all.unionAll(next));
  return db
    .selectFrom(candidates.as('v'))
    .select(['v.id', 'v.created_at'])
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit);
}

/** A page of the tasks the actor may see, newest first, each as JSON text built by the database. */
export async function listVisibleJson(
  db: Db,
  ctx: MemberCtx,
  opts: ListOptions & { json: TaskJsonOptions },
): Promise<TaskJsonRow[]> {
  const { rows } = await taskJsonQuery(pageIds(db, ctx, opts), companyScope(db, ctx), opts.json).execute(db);
  return rows;
}

const versionLookups = new WeakMap<Db, CompiledQuery>();

/**
 * The company's task list counter (migration 0003), '0' before its first write. Every list call
 * of a cached page runs this, so its SQL is compiled once per database handle.
 */
export async function listVersion(db: Db, ctx: MemberCtx): Promise<string> {
  let lookup = versionLookups.get(db);
  if (lookup === undefined) {
    // Compiled with a placeholder company, run with the actor's: the scope's one parameter.
    const placeholder = { actor: { ...ctx.actor, companyId: '' } };
    lookup = companyScope(db, placeholder).selectFrom('task_list_versions').select('version').compile();
    versionLookups.set(db, lookup);
  }
  const { rows } = await db.executeQuery<{ version: number | string }>(
    CompiledQuery.raw(lookup.sql, [ctx.actor.companyId]),
  );
  return rows[0] ? String(rows[0].version) : '0';
}

/** One task as JSON text built by the database, the same as in a list; visibility is the caller's. */
export async function findTaskJson(
  db: Db,
  ctx: MemberCtx,
  taskId: string,
  json: TaskJsonOptions,
): Promise<Buffer | string | undefined> {
  const scope = companyScope(db, ctx);
  const one = scope.selectFrom('tasks').select(['tasks.id', 'tasks.created_at']).where('tasks.id', '=', taskId);
  const { rows } = await taskJsonQuery(one, scope, json).execute(db);
  return rows[0]?.json;
}

export function findTask(db: Db, ctx: MemberCtx, taskId: string): Promise<TaskRecord | undefined> {
  return companyTasks(db, ctx)
    .selectAll('tasks')
    .select(recordColumns)
    .where('tasks.id', '=', taskId)
    .executeTakeFirst();
}

export function insertTask(db: Db, ctx: MemberCtx, task: CompanyInsert<'tasks'>) {
  return companyScope(db, ctx).insertInto('tasks', task).execute();
}

/** Updates only while the task is still in `expectedStatus`: two clicks cannot both win. */
export async function updateTaskFrom(
  db: Db,
  ctx: MemberCtx,
  taskId: string,
  expectedStatus: TaskRow['status'],
  changes: Partial<CompanyInsert<'tasks'>>,
): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .updateTable('tasks')
    .set(changes)
    .where('id', '=', taskId)
    .where('status', '=', expectedStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertFiles(db: Db, ctx: MemberCtx, rows: CompanyInsert<'task_files'>[]) {
  if (rows.length === 0) return Promise.resolve();
  return companyScope(db, ctx).insertInto('task_files', rows).execute();
}

/** The task's next completion round (1, 2, …), numbered in the same statement that writes it. */
export function insertCompletion(
  db: Db,
  ctx: MemberCtx,
  row: { id: string; task_id: string; note: string | null; completed_at: string },
) {
  const next = sql<number>`(select coalesce(max(c.round), 0) + 1 from task_completions c
    where ${companyCondition('c', ctx)} and c.task_id = ${row.task_id})`;
  return companyScope(db, ctx)
    .insertInto('task_completions', { ...row, completed_by: ctx.actor.userId, round: next as unknown as number })
    .execute();
}

/** Records a file's thumbnail once made; false when the file is gone meanwhile. */
export async function setThumbnail(db: Db, ctx: MemberCtx, fileId: string, thumbnailKey: string): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .updateTable('task_files')
    .set({ thumbnail_key: thumbnailKey })
    .where('task_files.id', '=', fileId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertRevision(db: Db, ctx: MemberCtx, row: CompanyInsert<'task_revisions'>) {
  return companyScope(db, ctx).insertInto('task_revisions', row).execute();
}

/** An approved person of the actor's company, by id: who a new task may go to. */
export function findAssignee(db: Db, ctx: MemberCtx, userId: string) {
  return companyScope(db, ctx)
    .selectFrom('users')
    .select(['users.id', 'users.role', 'users.is_approved'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** A stored file by its name on disk (original or thumbnail), with the parties of its task. */
export function findFileByKey(db: Db, ctx: MemberCtx, key: string) {
  return companyScope(db, ctx)
    .selectFrom('task_files')
    .innerJoin('tasks', (j) =>
      j.onRef('tasks.id', '=', 'task_files.task_id').onRef('tasks.company_id', '=', 'task_files.company_id'),
    )
    .innerJoin('users as assigner', (j) =>
      j.onRef('assigner.company_id', '=', 'tasks.company_id').onRef('assigner.id', '=', 'tasks.assigned_by'),
    )
    .select([
      'task_files.kind',
      'task_files.storage_key',
      'task_files.thumbnail_key',
      'task_files.filename',
      'task_files.mime_type',
    ])
    .select(['tasks.assigned_to', 'tasks.assigned_by', 'assigner.role as assigned_by_role'])
    .where((eb) => eb.or([eb('task_files.storage_key', '=', key), eb('task_files.thumbnail_key', '=', key)]))
    .executeTakeFirst();
}

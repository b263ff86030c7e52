import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/dialect.js';

/**
 * The API's task (contract `task`), built as JSON text by the database: the seeds' fields, the
 * parties' names, file links and the revision history. A page of 100 tasks is about 110 kB of
 * JSON; built by the engine it costs no JavaScript object per row, column or file (turning rows
 * into objects and those into JSON was most of a page's cost). `task-json.test.ts` checks the text
 * against the contract on both engines.
 *
 * The query reads `tasks as t`, `users as a` (assignee), `users as b` (assigner) and
 * `task_files as i` (the task image, see `taskImageJoin`). File links are
 * `/api/download/{area}/{key}` plus the reader's download grant (`linkQuery`).
 */
export interface TaskJsonOptions {
  dialect: DialectName;
  /** `?dl=…` of the reader (DownloadGrants.linkQuery). */
  linkQuery: string;
  /** ISO time for `is_overdue`. */
  now: string;
}

interface JsonSql {
  object(pairs: [string, RawBuilder<unknown>][]): RawBuilder<unknown>;
  /** A JSON array of `element` over `from`, `[]` when empty. */
  array(element: RawBuilder<unknown>, from: RawBuilder<unknown>, orderBy: RawBuilder<unknown>): RawBuilder<unknown>;
  /** A timestamp column as the API writes it: `2026-11-22T09:30:00.000Z`, as `toISOString`. */
  time(column: string): RawBuilder<unknown>;
  bool(condition: RawBuilder<unknown>): RawBuilder<unknown>;
  /** The whole object as the driver hands it over: a Buffer of UTF-8 on SQLite, text on PostgreSQL. */
  output(json: RawBuilder<unknown>): RawBuilder<Buffer | string>;
}

const pairsOf = (pairs: [string, RawBuilder<unknown>][]) =>
  sql.join(pairs.flatMap(([key, value]) => [sql.lit(key), value]));

const sqliteJson: JsonSql = {
  object: (pairs) => sql`json_object(${pairsOf(pairs)})`,
  // json(): a subquery's result loses its JSON type in SQLite and would be embedded as a string.
  array: (element, from, orderBy) => sql`json((select json_group_array(${element} order by ${orderBy}) ${from}))`,
  time: (column) => sql.ref(column),
  bool: (condition) => sql`json(case when ${condition} then 'true' else 'false' end)`,
  output: (json) => sql<Buffer>`cast(${json} as blob)`,
};

const postgresJson: JsonSql = {
  object: (pairs) => sql`json_build_object(${pairsOf(pairs)})`,
  array: (element, from, orderBy) =>
    sql`coalesce((select json_agg(${element} order by ${orderBy}) ${from}), '[]'::json)`,
  time: (column) => sql`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  bool: (condition) => sql`(${condition})`,
  output: (json) => sql<string>`${json}::text`,
};

const jsonOf = (dialect: DialectName) => (dialect === 'sqlite' ? sqliteJson : postgresJson);

/** The link of a stored key, or null: `/api/download/{area}/{key}?dl=…`. */
function link(area: 'tasks' | 'evidence', key: string, linkQuery: string) {
  return sql`case when ${sql.ref(key)} is null then null else ${`/api/download/${area}/`} || ${sql.ref(key)} || ${linkQuery} end`;
}

/** Joins the task image (one per task; the first if there were ever more) as `i`. */
export const taskImageJoin = sql`left join task_files i on i.id = (
  select f.id from task_files f
  where f.company_id = t.company_id and f.task_id = t.id and f.kind = 'image'
  order by f.uploaded_at, f.position limit 1)`;

/** The select expression of one task's JSON, over the aliases above. */
export function taskJson({ dialect, linkQuery, now }: TaskJsonOptions): RawBuilder<Buffer | string> {
  const j = jsonOf(dialect);
  const evidence = j.array(
    j.object([
      ['id', sql.ref('f.id')],
      ['url', link('evidence', 'f.storage_key', linkQuery)],
      ['thumbnail_url', link('evidence', 'f.thumbnail_key', linkQuery)],
      ['filename', sql.ref('f.filename')],
      ['mime_type', sql.ref('f.mime_type')],
      ['size', sql.ref('f.size')],
      ['uploaded_at', j.time('f.uploaded_at')],
    ]),
    sql`from task_files f where f.company_id = t.company_id and f.task_id = t.id and f.kind = 'evidence'`,
    sql`f.uploaded_at, f.position`,
  );
  const revisions = j.array(
    j.object([
      ['note', sql.ref('r.note')],
      ['requested_by', sql.ref('r.requested_by')],
      ['requested_by_name', sql.ref('u.name')],
      ['requested_at', j.time('r.requested_at')],
    ]),
    sql`from task_revisions r join users u on u.id = r.requested_by
        where r.company_id = t.company_id and r.task_id = t.id`,
    sql`r.requested_at, r.id`,
  );
  const overdue = sql`t.deadline is not null and t.deadline < ${now} and t.status not in ('tamamlandi', 'onaylandi')`;
  return j.output(
    j.object([
      ['id', sql.ref('t.id')],
      ['title', sql.ref('t.title')],
      ['description', sql.ref('t.description')],
      ['assigned_to', sql.ref('t.assigned_to')],
      ['assigned_to_name', sql.ref('a.name')],
      ['assigned_by', sql.ref('t.assigned_by')],
      ['assigned_by_name', sql.ref('b.name')],
      ['assigned_by_role', sql.ref('b.role')],
      ['priority', sql.ref('t.priority')],
      ['status', sql.ref('t.status')],
      ['deadline', j.time('t.deadline')],
      ['created_at', j.time('t.created_at')],
      ['started_at', j.time('t.started_at')],
      ['completed_at', j.time('t.completed_at')],
      ['approved_at', j.time('t.approved_at')],
      ['task_image', link('tasks', 'i.storage_key', linkQuery)],
      ['task_image_thumbnail', link('tasks', 'i.thumbnail_key', linkQuery)],
      ['evidence_files', evidence],
      ['additional_info', sql.ref('t.additional_info')],
      ['revision_note', sql.ref('t.revision_note')],
      ['revision_count', sql.ref('t.revision_count')],
      ['revision_history', revisions],
      ['completion_note', sql.ref('t.completion_note')],
      ['is_overdue', j.bool(overdue)],
    ]),
  );
}

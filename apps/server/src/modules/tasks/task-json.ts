import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/dialect.js';

/**
 * The API's task (contract `task`), built as JSON text by the database: the seeds' fields, the
 * parties' names, file links and the revision history. A page of 100 tasks is about 110 kB of
 * JSON; built by the engine it costs no JavaScript object per row, column or file (turning rows
 * into objects and those into JSON was most of a page's cost). `task-json.test.ts` checks the text
 * against the contract on both engines.
 *
 * The expression reads `tasks as t`, `users as a` (assignee), `users as b` (assigner),
 * `task_files as i` (the task image) and the reader's parameters `p` (`taskJsonSources`). File links
 * are `/api/download/{area}/{key}` plus the reader's download grant. Its text is the same for every
 * reader, so it is written once per engine: building it with Kysely on every request cost more
 * than a third of the page.
 */
export interface TaskJsonOptions {
  dialect: DialectName;
  /** `?dl=…` of the reader (DownloadGrants.linkQuery). */
  linkQuery: string;
  /** ISO time for `is_overdue`. */
  now: string;
}

interface JsonSql {
  object(pairs: [string, string][]): string;
  /** A JSON array of `element` over `from`, `[]` when empty. */
  array(element: string, from: string, orderBy: string): string;
  /** A timestamp column as the API writes it: `2026-11-22T09:30:00.000Z`, as `toISOString`. */
  time(column: string): string;
  bool(condition: string): string;
  /** The whole object as the driver hands it over: a Buffer of UTF-8 on SQLite, text on PostgreSQL. */
  output(json: string): string;
}

const pairsOf = (pairs: [string, string][]) => pairs.map(([key, value]) => `'${key}', ${value}`).join(', ');

const sqliteJson: JsonSql = {
  object: (pairs) => `json_object(${pairsOf(pairs)})`,
  // json(): a subquery's result loses its JSON type in SQLite and would be embedded as a string.
  array: (element, from, orderBy) => `json((select json_group_array(${element} order by ${orderBy}) ${from}))`,
  time: (column) => column,
  bool: (condition) => `json(case when ${condition} then 'true' else 'false' end)`,
  output: (json) => `cast(${json} as blob)`,
};

const postgresJson: JsonSql = {
  object: (pairs) => `json_build_object(${pairsOf(pairs)})`,
  array: (element, from, orderBy) => `coalesce((select json_agg(${element} order by ${orderBy}) ${from}), '[]'::json)`,
  time: (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  bool: (condition) => `(${condition})`,
  output: (json) => `${json}::text`,
};

/** The link of a stored key, or null: `/api/download/{area}/{key}?dl=…`. */
const link = (area: 'tasks' | 'evidence', key: string) =>
  `case when ${key} is null then null else '/api/download/${area}/' || ${key} || p.link_query end`;

function taskJsonText(j: JsonSql): string {
  const evidence = j.array(
    j.object([
      ['id', 'f.id'],
      ['url', link('evidence', 'f.storage_key')],
      ['thumbnail_url', link('evidence', 'f.thumbnail_key')],
      ['filename', 'f.filename'],
      ['mime_type', 'f.mime_type'],
      ['size', 'f.size'],
      ['uploaded_at', j.time('f.uploaded_at')],
    ]),
    `from task_files f where f.company_id = t.company_id and f.task_id = t.id and f.kind = 'evidence'`,
    'f.uploaded_at, f.position',
  );
  const revisions = j.array(
    j.object([
      ['note', 'r.note'],
      ['requested_by', 'r.requested_by'],
      ['requested_by_name', 'u.name'],
      ['requested_at', j.time('r.requested_at')],
    ]),
    `from task_revisions r join users u on u.id = r.requested_by
      where r.company_id = t.company_id and r.task_id = t.id`,
    'r.requested_at, r.id',
  );
  const overdue = `t.deadline is not null and t.deadline < p.now and t.status not in ('tamamlandi', 'onaylandi')`;
  return j.output(
    j.object([
      ['id', 't.id'],
      ['title', 't.title'],
      ['description', 't.description'],
      ['assigned_to', 't.assigned_to'],
      ['assigned_to_name', 'a.name'],
      ['assigned_by', 't.assigned_by'],
      ['assigned_by_name', 'b.name'],
      ['assigned_by_role', 'b.role'],
      ['priority', 't.priority'],
      ['status', 't.status'],
      ['deadline', j.time('t.deadline')],
      ['created_at', j.time('t.created_at')],
      ['started_at', j.time('t.started_at')],
      ['completed_at', j.time('t.completed_at')],
      ['approved_at', j.time('t.approved_at')],
      ['task_image', link('tasks', 'i.storage_key')],
      ['task_image_thumbnail', link('tasks', 'i.thumbnail_key')],
      ['evidence_files', evidence],
      ['additional_info', 't.additional_info'],
      ['revision_note', 't.revision_note'],
      ['revision_count', 't.revision_count'],
      ['revision_history', revisions],
      ['completion_note', 't.completion_note'],
      ['is_overdue', j.bool(overdue)],
    ]),
  );
}

const texts = { sqlite: taskJsonText(sqliteJson), postgres: taskJsonText(postgresJson) } as const;

/** The select expression of one task's JSON. */
export function taskJson(dialect: DialectName): RawBuilder<Buffer | string> {
  return sql.raw(texts[dialect]);
}

const firstImage = `select f.id, f.storage_key, f.thumbnail_key from task_files f
  where f.company_id = t.company_id and f.task_id = t.id and f.kind = 'image'
  order by f.uploaded_at, f.position limit 1`;
/**
 * The task image as `i`. PostgreSQL takes it laterally: given `i.id = (subquery)` it hashed every
 * file of the database. SQLite has no LATERAL, and looks each one up by key.
 */
const imageJoin = {
  sqlite: `left join task_files i on i.id = (${firstImage.replace('f.id, f.storage_key, f.thumbnail_key', 'f.id')})`,
  postgres: `left join lateral (${firstImage}) i on true`,
} as const;

/**
 * What `taskJson` reads beside `tasks t`: the reader's parameters, both parties and the task image
 * (one per task; the first if there were ever more).
 */
export function taskJsonSources({ dialect, linkQuery, now }: TaskJsonOptions): RawBuilder<unknown> {
  const params =
    dialect === 'sqlite'
      ? sql`select ${linkQuery} as link_query, ${now} as now`
      : sql`select cast(${linkQuery} as text) as link_query, cast(${now} as timestamptz) as now`;
  return sql`cross join (${params}) p
    join users a on a.id = t.assigned_to
    join users b on b.id = t.assigned_by
    ${sql.raw(imageJoin[dialect])}`;
}

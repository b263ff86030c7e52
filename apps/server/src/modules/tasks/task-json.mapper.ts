import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { CompanyScope } from '../../db/scope.js';
import { sqlText } from '../../db/sql-text.js';
import { overdueAfter, overdueAt } from './task-conditions.js';

/**
 * The API's task (contract `task`), built as JSON text by the database: the API's fields, the
 * parties' names, file links, the revision history and the completion rounds. A page of 100 tasks
 * is about 110 kB of JSON; built by the engine it costs no JavaScript object per row, column or
 * file (turning rows into objects and those into JSON was most of a page's cost).
 * `task-json.test.ts` checks the text against the contract on both engines.
 *
 * File links are `/api/download/{area}/{key}` plus the reader's download grant. The SQL text is
 * the same for every reader, so it is written once per engine: building it with Kysely on every
 * request cost more than a third of the page.
 */
export interface TaskJsonOptions {
  dialect: DialectName;
  /** `?dl=…` of the reader (DownloadGrants.linkQuery). */
  linkQuery: string;
  /** ISO time for `is_overdue`. */
  now: string;
}

/** A task's JSON with the keys of its position in a list. */
export interface TaskJsonRow {
  id: string;
  created_at: string;
  /** UTF-8 bytes on SQLite, text on PostgreSQL. */
  json: Buffer | string;
  /** When this task's `is_overdue` turns true (its deadline, ISO), if it is still to come. */
  overdue_at: string | null;
}

/** The link of a stored key, or null. `p` holds the reader's parameters. */
const link = (area: 'tasks' | 'evidence', key: string) =>
  `case when ${key} is null then null else '/api/download/${area}/' || ${key} || p.link_query end`;

const pairsOf = (pairs: [string, string][]) => pairs.map(([key, value]) => `'${key}', ${value}`).join(', ');

/** Both engines write the same object, each with its own JSON functions. */
interface Engine {
  dialect: DialectName;
  object(pairs: [string, string][]): string;
  /** A timestamp column as the API writes it: `2026-11-22T09:30:00.000Z`, as `toISOString`. */
  time(column: string): string;
  bool(condition: string): string;
  /** The evidence (of the latest round), revision and completion-round arrays of the task row (`tasks`). */
  evidence(element: string): string;
  revisions(element: string): string;
  completions(element: string): string;
  /** The evidence array of completion round `c`. */
  roundEvidence(element: string): string;
  /** Joins the task image of the task row as `i`. */
  joins(): string;
  /** The whole object as the driver should hand it over. */
  output(json: string): string;
}

/**
 * `evidence_files` is the latest round's evidence, as the API's field has always meant the
 * evidence of the completion shown. Evidence in no round (none is written so since migration
 * 0005) is the task's while it has no round.
 */
const latestRound = `(select c.id from task_completions c where c.company_id = tasks.company_id and c.task_id = tasks.id
  order by c.round desc limit 1)`;
const evidenceWhere = (same: string) =>
  `f.company_id = tasks.company_id and f.task_id = tasks.id and f.kind = 'evidence' and f.completion_id ${same} ${latestRound}`;
const revisionsFrom = `task_revisions r join users u on u.company_id = r.company_id and u.id = r.requested_by`;
const completionsFrom = `task_completions c join users cu on cu.company_id = c.company_id and cu.id = c.completed_by`;
const completionsWhere = `c.company_id = tasks.company_id and c.task_id = tasks.id`;
const roundEvidenceWhere = `f.company_id = c.company_id and f.task_id = c.task_id and f.completion_id = c.id`;

/**
 * SQLite: each task's files and revisions by correlated subqueries on their `task_id` indexes (a
 * grouped pass over the page's files scanned the whole files table). json(): a subquery's result
 * loses its JSON type in SQLite and would be embedded as a string.
 */
const sqlite: Engine = {
  dialect: 'sqlite',
  object: (pairs) => `json_object(${pairsOf(pairs)})`,
  time: (column) => column,
  bool: (condition) => `json(case when ${condition} then 'true' else 'false' end)`,
  evidence: (element) =>
    `json((select json_group_array(${element} order by f.uploaded_at, f.position) from task_files f
      where ${evidenceWhere('is')}))`,
  revisions: (element) =>
    `json((select json_group_array(${element} order by r.requested_at, r.id) from ${revisionsFrom}
      where r.company_id = tasks.company_id and r.task_id = tasks.id))`,
  completions: (element) =>
    `json((select json_group_array(${element} order by c.round) from ${completionsFrom} where ${completionsWhere}))`,
  roundEvidence: (element) =>
    `json((select json_group_array(${element} order by f.uploaded_at, f.position) from task_files f
      where ${roundEvidenceWhere}))`,
  joins: () => `left join task_files i on i.id = (
    select f.id from task_files f where f.company_id = tasks.company_id and f.task_id = tasks.id and f.kind = 'image'
    order by f.uploaded_at, f.position limit 1)`,
  output: (json) => `cast(${json} as blob)`,
};

/**
 * PostgreSQL: the same correlated subqueries, and the task image laterally (given
 * `i.id = (subquery)` it hashed every file of the database). Gathering the page's files in one
 * grouped pass was slower: the planner scanned the files table for it at 10 k tasks.
 */
const postgres: Engine = {
  dialect: 'postgres',
  object: (pairs) => `json_build_object(${pairsOf(pairs)})`,
  time: (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  bool: (condition) => `(${condition})`,
  evidence: (element) =>
    `coalesce((select json_agg(${element} order by f.uploaded_at, f.position) from task_files f
      where ${evidenceWhere('is not distinct from')}), '[]'::json)`,
  revisions: (element) =>
    `coalesce((select json_agg(${element} order by r.requested_at, r.id) from ${revisionsFrom}
      where r.company_id = tasks.company_id and r.task_id = tasks.id), '[]'::json)`,
  completions: (element) =>
    `coalesce((select json_agg(${element} order by c.round) from ${completionsFrom}
      where ${completionsWhere}), '[]'::json)`,
  roundEvidence: (element) =>
    `coalesce((select json_agg(${element} order by f.uploaded_at, f.position) from task_files f
      where ${roundEvidenceWhere}), '[]'::json)`,
  joins: () => `left join lateral (
    select f.storage_key, f.thumbnail_key from task_files f
    where f.company_id = tasks.company_id and f.task_id = tasks.id and f.kind = 'image'
    order by f.uploaded_at, f.position limit 1) i on true`,
  output: (json) => `${json}::text`,
};

/** `select …` of the page's tasks as JSON, over the CTEs `page` (id, created_at) and `p` (the parameters). */
function selectText(e: Engine): string {
  const evidenceElement = e.object([
    ['id', 'f.id'],
    ['url', link('evidence', 'f.storage_key')],
    ['thumbnail_url', link('evidence', 'f.thumbnail_key')],
    ['filename', 'f.filename'],
    ['mime_type', 'f.mime_type'],
    ['size', 'f.size'],
    ['uploaded_at', e.time('f.uploaded_at')],
  ]);
  const revisionElement = e.object([
    ['note', 'r.note'],
    ['requested_by', 'r.requested_by'],
    ['requested_by_name', 'u.name'],
    ['requested_at', e.time('r.requested_at')],
  ]);
  const completionElement = e.object([
    ['round', 'c.round'],
    ['note', 'c.note'],
    ['completed_at', e.time('c.completed_at')],
    ['completed_by', 'c.completed_by'],
    ['completed_by_name', 'cu.name'],
    ['evidence_files', e.roundEvidence(evidenceElement)],
  ]);
  // The task rules' own conditions, at the parameters' now (p.now).
  const now = sql.ref<string>('p.now');
  const overdue = sqlText(e.dialect, overdueAt(now));
  const overdueFrom = `case when ${sqlText(e.dialect, overdueAfter(now))} then ${e.time('tasks.deadline')} end`;
  const json = e.object([
    ['id', 'tasks.id'],
    ['title', 'tasks.title'],
    ['description', 'tasks.description'],
    ['assigned_to', 'tasks.assigned_to'],
    ['assigned_to_name', 'a.name'],
    ['assigned_by', 'tasks.assigned_by'],
    ['assigned_by_name', 'b.name'],
    ['assigned_by_role', 'b.role'],
    ['priority', 'tasks.priority'],
    ['status', 'tasks.status'],
    ['deadline', e.time('tasks.deadline')],
    ['created_at', e.time('tasks.created_at')],
    ['started_at', e.time('tasks.started_at')],
    ['completed_at', e.time('tasks.completed_at')],
    ['approved_at', e.time('tasks.approved_at')],
    ['task_image', link('tasks', 'i.storage_key')],
    ['task_image_thumbnail', link('tasks', 'i.thumbnail_key')],
    ['evidence_files', e.evidence(evidenceElement)],
    ['additional_info', 'tasks.additional_info'],
    ['revision_note', 'tasks.revision_note'],
    ['revision_count', 'tasks.revision_count'],
    ['revision_history', e.revisions(revisionElement)],
    ['completion_note', 'tasks.completion_note'],
    ['completions', e.completions(completionElement)],
    ['is_overdue', e.bool(overdue)],
  ]);
  return `select page.id, page.created_at, ${e.output(json)} as json, ${overdueFrom} as overdue_at
    from page
    cross join p
    join tasks on tasks.company_id = p.company_id and tasks.id = page.id
    join users a on a.company_id = tasks.company_id and a.id = tasks.assigned_to
    join users b on b.company_id = tasks.company_id and b.id = tasks.assigned_by
    ${e.joins()}
    order by page.created_at desc, page.id desc`;
}

const selects = { sqlite: selectText(sqlite), postgres: selectText(postgres) } as const;

/**
 * The tasks of `page` (a query of `id, created_at` in the scope's company, newest first) as JSON,
 * newest first. Who may see them is the caller's business: `page` holds only those. The tasks are
 * joined on the scope's company, and their files and revisions on the task's own.
 */
export function taskJsonQuery(
  page: Expression<unknown>,
  scope: CompanyScope,
  { dialect, linkQuery, now }: TaskJsonOptions,
): RawBuilder<TaskJsonRow> {
  const { companyId } = scope;
  const params =
    dialect === 'sqlite'
      ? sql`select ${companyId} as company_id, ${linkQuery} as link_query, ${now} as now`
      : sql`select cast(${companyId} as text) as company_id, cast(${linkQuery} as text) as link_query,
          cast(${now} as timestamptz) as now`;
  // The text reaches every table from `tasks`, joined on the scope's company (`p.company_id`), by
  // `company_id = tasks.company_id` (or that of a row joined so), as the rule would have it written.
  // eslint-disable-next-line vazife/company-scope -- the text is written once per engine (above)
  return sql<TaskJsonRow>`with page as ${page}, p as (${params}) ${sql.raw(selects[dialect])}`;
}

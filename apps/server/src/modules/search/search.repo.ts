import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { companyScope } from '../../db/scope.js';
import type { Database, SearchDocumentsTable } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { visibleTo } from '../tasks/index.js';

type Db = Kysely<Database>;
type Kind = SearchDocumentsTable['kind'];

/** A found object as the service snips it: its id, its title and the text its snippet comes from. */
export interface FoundRow {
  id: string;
  title: string;
  body: string;
}

/** `\`, `%` and `_` taken as themselves in a LIKE pattern (with `escape '\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The smallest text after every text that starts with `prefix`, for a range on an index. */
function pastPrefix(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!;
  return chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/** Three characters or more are a trigram search; fewer, a prefix of the title. */
export const byTrigrams = (folded: string) => [...folded].length >= 3;

/**
 * The folded query's match on a `search_documents` row of one kind, each way served by an index
 * of that kind alone (migrations 0015 and 0017): three characters or more anywhere in the title or
 * the body, by trigrams (SQLite's FTS5 table of the kind, PostgreSQL's partial pg_trgm GIN
 * indexes, which the kind written as a literal selects); two characters at the start of the title,
 * by the (kind, company_id, folded_title) btree, since no trigram index holds a two-letter piece.
 *
 * On SQLite the trigram way writes `+kind` (unary plus, a no-op that keeps a column off the
 * indexes): given the company btree, the planner would walk the company's every document of the
 * kind and test each against the FTS match, where the match's rows, looked up by id, are the few.
 */
export function foldedMatch(dialect: DialectName, kind: Kind, folded: string): RawBuilder<SqlBool> {
  if (!byTrigrams(folded))
    return sql<SqlBool>`(search_documents.kind = ${kind} and search_documents.folded_title >= ${folded} and search_documents.folded_title < ${pastPrefix(folded)})`;
  if (dialect === 'sqlite') {
    const phrase = `"${folded.replace(/"/g, '""')}"`;
    const fts = sql.table(`search_fts_${kind}`);
    return sql<SqlBool>`(+search_documents.kind = ${kind} and search_documents.id in (select rowid from ${fts} where ${fts} match ${phrase}))`;
  }
  const pattern = `%${likeLiteral(folded)}%`;
  return sql<SqlBool>`(search_documents.kind = ${sql.lit(kind)} and (search_documents.folded_title like ${pattern} escape '\\' or search_documents.folded_body like ${pattern} escape '\\'))`;
}

/**
 * The same match tested on one row, with no index: a substring of the folded title or body
 * (`instr` on SQLite, `strpos` on PostgreSQL, neither of which a trigram index serves, so that the
 * planner walks what it is given), or the start of the title for two characters.
 */
export function rowMatch(dialect: DialectName, folded: string): RawBuilder<SqlBool> {
  if (!byTrigrams(folded))
    return sql<SqlBool>`(search_documents.folded_title >= ${folded} and search_documents.folded_title < ${pastPrefix(folded)})`;
  return rowContains(dialect, folded);
}

/**
 * The folded text anywhere in the row's folded title or body, whatever its length (the reports
 * list's `q`, which finds one character too), tested on the row with no index.
 */
export function rowContains(dialect: DialectName, folded: string): RawBuilder<SqlBool> {
  const find = dialect === 'sqlite' ? sql.raw('instr') : sql.raw('strpos');
  return sql<SqlBool>`(${find}(search_documents.folded_title, ${folded}) > 0 or ${find}(search_documents.folded_body, ${folded}) > 0)`;
}

/**
 * How many of the newest objects a search reads first. A word in one object of two hundred or
 * more fills its five there, after a few dozen rows when it is common; the index's match, which
 * costs what the whole company's matches cost (a third of a million tasks hold "kontrol" at a
 * million), is left for a rarer word, whose matches are few. bench/README.md, "Search and reports
 * at size", has the figures.
 */
export const newestWindow = 1000;

/**
 * A newest-first search in two tries. First the newest `newestWindow` objects the actor sees,
 * from the creation time of the last of them (`windowStart`, undefined when they see fewer), each
 * tested by `rowMatch` as the planner walks them newest first, stopping at `limit`: when `limit`
 * match, they are the newest matches of all, and a window that started nowhere held every object.
 * Otherwise the index's match.
 */
export async function newestFirst<Row>(
  windowStart: () => Promise<string | undefined>,
  fromWindow: (since: string | undefined) => Promise<Row[]>,
  fromIndex: () => Promise<Row[]>,
  limit: number,
): Promise<Row[]> {
  const since = await windowStart();
  const found = await fromWindow(since);
  if (found.length >= limit || since === undefined) return found;
  return fromIndex();
}

/** The creation time of a window's last row (its `size`-th), or undefined when it has fewer. */
export async function lastOf<T extends keyof Database>(
  window: SelectQueryBuilder<Database, T, { created_at: string }>,
  size = newestWindow,
): Promise<string | undefined> {
  const row = await window
    .offset(size - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/**
 * The company's documents of one kind that match the folded query (the caller joins and selects).
 *
 * On PostgreSQL the match is found first, behind a fence (`offset 0`, which the planner does not
 * flatten), then joined: left to itself, for a word it overestimates (one a kind holds nowhere,
 * "kontrol" in the reports), the planner walked the kind's whole list newest first and tested each
 * row, 200,000 reports for a page of none (bench/README.md, "Search and reports at size").
 */
export function matching(db: Db, ctx: MemberCtx, dialect: DialectName, kind: Kind, folded: string) {
  const documents = () => companyScope(db, ctx).selectFrom('search_documents');
  if (dialect === 'sqlite') return documents().where(foldedMatch(dialect, kind, folded));
  const matched = documents()
    .where(foldedMatch(dialect, kind, folded))
    .select('search_documents.id')
    .offset(0);
  return documents().where('search_documents.id', 'in', matched);
}

/** The tasks the actor may see (the task list's rule: task-conditions.ts `visibleTo`), newest first. */
function newestTasks(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('tasks')
    .where(visibleTo(db, ctx))
    .orderBy('tasks.created_at', 'desc')
    .orderBy('tasks.id', 'desc');
}

/** Tasks the actor may see, newest first. */
export function findTasks(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
  return newestFirst(
    () => lastOf(newestTasks(db, ctx).select('tasks.created_at')),
    (since) =>
      newestTasks(db, ctx)
        .innerJoin('search_documents', (j) =>
          j
            .on('search_documents.kind', '=', 'task')
            .onRef('search_documents.company_id', '=', 'tasks.company_id')
            .onRef('search_documents.object_id', '=', 'tasks.id'),
        )
        .$if(since !== undefined, (qb) => qb.where('tasks.created_at', '>=', since!))
        .where(rowMatch(dialect, folded))
        .select(['tasks.id', 'tasks.title', 'tasks.description as body'])
        .limit(limit)
        .execute() satisfies Promise<FoundRow[]>,
    () => findTasksByIndex(db, ctx, dialect, folded, limit),
    limit,
  );
}

/** Tasks the actor may see that the index finds, newest first. */
function findTasksByIndex(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
  return matching(db, ctx, dialect, 'task', folded)
    .innerJoin('tasks', (j) =>
      j
        .onRef('tasks.company_id', '=', 'search_documents.company_id')
        .onRef('tasks.id', '=', 'search_documents.object_id'),
    )
    .where(visibleTo(db, ctx))
    .select(['tasks.id', 'tasks.title', 'tasks.description as body'])
    .orderBy('tasks.created_at', 'desc')
    .orderBy('tasks.id', 'desc')
    .limit(limit)
    .execute() satisfies Promise<FoundRow[]>;
}

/**
 * Approved staff, as the employees list shows them (employees.repo.ts `listApprovedStaff`), by
 * name. A company's people are few: each of their documents is tested (`rowMatch`, from the
 * (kind, company_id, folded_title) index), where the index's match would cost what every kind's
 * matches cost.
 */
export function findEmployees(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
  return companyScope(db, ctx)
    .selectFrom('search_documents')
    .where('search_documents.kind', '=', 'employee')
    .where(rowMatch(dialect, folded))
    .innerJoin('users', (j) =>
      j
        .onRef('users.company_id', '=', 'search_documents.company_id')
        .onRef('users.id', '=', 'search_documents.object_id'),
    )
    .where('users.is_approved', '=', true)
    .where('users.role', '!=', 'isveren')
    .select(['users.id', 'users.name as title', 'users.email as body'])
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(limit)
    .execute() satisfies Promise<FoundRow[]>;
}

/** The company's reports, one author's when `authorId` is given, newest first. */
function newestReports(db: Db, ctx: MemberCtx, authorId: string | undefined) {
  return companyScope(db, ctx)
    .selectFrom('reports')
    .$if(authorId !== undefined, (qb) => qb.where('reports.user_id', '=', authorId!))
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc');
}

/** Reports, newest first: one author's only when `authorId` is given (a worker reads their own). */
export function findReports(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  folded: string,
  limit: number,
  authorId: string | undefined,
) {
  return newestFirst(
    () => lastOf(newestReports(db, ctx, authorId).select('reports.created_at')),
    (since) =>
      newestReports(db, ctx, authorId)
        .innerJoin('search_documents', (j) =>
          j
            .on('search_documents.kind', '=', 'report')
            .onRef('search_documents.company_id', '=', 'reports.company_id')
            .onRef('search_documents.object_id', '=', 'reports.id'),
        )
        .$if(since !== undefined, (qb) => qb.where('reports.created_at', '>=', since!))
        .where(rowMatch(dialect, folded))
        .select(['reports.id', 'reports.title', 'reports.content as body'])
        .limit(limit)
        .execute() satisfies Promise<FoundRow[]>,
    () => findReportsByIndex(db, ctx, dialect, folded, limit, authorId),
    limit,
  );
}

function findReportsByIndex(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  folded: string,
  limit: number,
  authorId: string | undefined,
) {
  return matching(db, ctx, dialect, 'report', folded)
    .innerJoin('reports', (j) =>
      j
        .onRef('reports.company_id', '=', 'search_documents.company_id')
        .onRef('reports.id', '=', 'search_documents.object_id'),
    )
    .$if(authorId !== undefined, (qb) => qb.where('reports.user_id', '=', authorId!))
    .select(['reports.id', 'reports.title', 'reports.content as body'])
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(limit)
    .execute() satisfies Promise<FoundRow[]>;
}

/** The company's announcements, newest first. */
function newestAnnouncements(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('announcements')
    .orderBy('announcements.created_at', 'desc')
    .orderBy('announcements.id', 'desc');
}

/** Announcements, which every member reads, newest first. */
export function findAnnouncements(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
  return newestFirst(
    () => lastOf(newestAnnouncements(db, ctx).select('announcements.created_at')),
    (since) =>
      newestAnnouncements(db, ctx)
        .innerJoin('search_documents', (j) =>
          j
            .on('search_documents.kind', '=', 'announcement')
            .onRef('search_documents.company_id', '=', 'announcements.company_id')
            .onRef('search_documents.object_id', '=', 'announcements.id'),
        )
        .$if(since !== undefined, (qb) => qb.where('announcements.created_at', '>=', since!))
        .where(rowMatch(dialect, folded))
        .select(['announcements.id', 'announcements.title', 'announcements.description as body'])
        .limit(limit)
        .execute() satisfies Promise<FoundRow[]>,
    () => findAnnouncementsByIndex(db, ctx, dialect, folded, limit),
    limit,
  );
}

function findAnnouncementsByIndex(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
  return matching(db, ctx, dialect, 'announcement', folded)
    .innerJoin('announcements', (j) =>
      j
        .onRef('announcements.company_id', '=', 'search_documents.company_id')
        .onRef('announcements.id', '=', 'search_documents.object_id'),
    )
    .select(['announcements.id', 'announcements.title', 'announcements.description as body'])
    .orderBy('announcements.created_at', 'desc')
    .orderBy('announcements.id', 'desc')
    .limit(limit)
    .execute() satisfies Promise<FoundRow[]>;
}

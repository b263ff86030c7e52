import { searchWords, type ReportType } from '@vazife/contract';
import { expressionBuilder, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { actorName, companyScope, type CompanyInsert } from '../../db/scope.js';
import type { Database, ReportsTable } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { KeysetCursor } from '../../platform/keyset-cursor.js';
import {
  indexedWords,
  lastOf,
  matchedObjects,
  newestFirst,
  newestWindow,
  rowMatch,
  withDocuments,
} from '../search/index.js';

type Db = Kysely<Database>;

/** A report with its author's name, as every read answers it. */
export interface ReportRecord extends ReportsTable {
  user_name: string;
}

/** Reports of the actor's company with their author's name; every read starts here. */
function companyReports(db: Db, ctx: MemberCtx) {
  return companyScope(db, ctx)
    .selectFrom('reports')
    .innerJoin('users as author', (j) =>
      j.onRef('author.company_id', '=', 'reports.company_id').onRef('author.id', '=', 'reports.user_id'),
    )
    .selectAll('reports')
    .select('author.name as user_name');
}

export interface ReportFilters {
  /** One author's reports only (a worker reads their own). */
  authorId?: string;
  /** Created at or after this instant (ISO). */
  since?: string;
  /** Created before this instant (ISO). */
  before?: string;
  type?: ReportType;
  /** Words found at word starts in the title or the content, as the search finds them (Turkish-folded). */
  q?: string;
}

type Cursor = KeysetCursor | undefined;

// Kysely's type of a query that selects nothing yet.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type ReportsQuery = SelectQueryBuilder<Database, 'reports', {}>;

/**
 * A query over `reports` joined with the search's documents or matches, typed as one over
 * `reports` alone: the page and the counts select and order `reports`' columns only, whichever way
 * the rows are found.
 */
const asReports = <DB extends Database, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>) =>
  query as unknown as ReportsQuery;

/** Every filter but the text, and the page's keyset cursor, as one condition on `reports`. */
function kept(filters: ReportFilters, cursor: Cursor): Expression<SqlBool> {
  const { authorId, since, before, type } = filters;
  const eb = expressionBuilder<Database, 'reports'>();
  const conditions: Expression<SqlBool>[] = [];
  if (authorId !== undefined) conditions.push(eb('reports.user_id', '=', authorId));
  if (since !== undefined) conditions.push(eb('reports.created_at', '>=', since));
  if (before !== undefined) conditions.push(eb('reports.created_at', '<', before));
  if (type !== undefined) conditions.push(eb('reports.type', '=', type));
  if (cursor !== undefined)
    conditions.push(
      eb.or([
        eb('reports.created_at', '<', cursor.createdAt),
        eb.and([eb('reports.created_at', '=', cursor.createdAt), eb('reports.id', '<', cursor.id)]),
      ]),
    );
  return eb.and(conditions);
}

/** The reports of the company that the filters but the text keep, after the cursor (the caller selects). */
function keptReports(db: Db, ctx: MemberCtx, filters: ReportFilters, cursor: Cursor) {
  return companyScope(db, ctx).selectFrom('reports').where(kept(filters, cursor));
}

/** The same reports with their search documents, for a test of the words on each row. */
function keptWithDocuments(db: Db, ctx: MemberCtx, filters: ReportFilters, cursor: Cursor) {
  return withDocuments(keptReports(db, ctx, filters, cursor), 'reports', 'report');
}

/** The company's reports that the search index finds for the words, with those filters. */
function foundByIndex(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  words: string[],
  filters: ReportFilters,
  cursor: Cursor,
) {
  return matchedObjects(db, ctx, dialect, 'reports', 'report', words).where(kept(filters, cursor));
}

/**
 * The first page's worth of rows a newest-first test walks before the index is asked: at least the
 * search's window, and twenty rows a page for a long page (the export's 500), so that a text in
 * one report of twenty fills its page on the walk.
 */
const windowFor = (limit: number) => Math.max(newestWindow, limit * 20);

/**
 * A page of reports, newest first, keyset-paged by (created_at, id): a worker's own read from the
 * author index, the company's from the company index.
 *
 * `q` is the header search's match (search.repo.ts): every word of it (contract `searchWords`) at
 * the start of a word of the title or the content, both folded; a text without a letter or a digit
 * finds nothing. It is found as the search finds a report: first the newest `windowFor(limit)`
 * reports after the cursor that the other filters keep, each tested on its search document,
 * stopping at `limit` (a common text); when fewer match there, the search's per-kind trigram index
 * (`matchedObjects`), whose matches are then few, joined and sorted. Words of one character only,
 * which no trigram index holds, are tested on every kept report.
 */
export function listReports(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  filters: ReportFilters,
  page: { cursor?: KeysetCursor; limit: number },
): Promise<ReportRecord[]> {
  const { cursor, limit } = page;
  const newestOf = (query: ReportsQuery) =>
    query
      .innerJoin('users as author', (j) =>
        j.onRef('author.company_id', '=', 'reports.company_id').onRef('author.id', '=', 'reports.user_id'),
      )
      .selectAll('reports')
      .select('author.name as user_name')
      .orderBy('reports.created_at', 'desc')
      .orderBy('reports.id', 'desc')
      .limit(limit)
      .execute();
  if (filters.q === undefined) return newestOf(keptReports(db, ctx, filters, cursor));
  const words = searchWords(filters.q);
  if (!words.length) return Promise.resolve([]);
  const walked = (since: string | undefined) =>
    newestOf(
      asReports(
        keptWithDocuments(db, ctx, filters, cursor)
          .$if(since !== undefined, (qb) => qb.where('reports.created_at', '>=', since!))
          .where(rowMatch(dialect, words)),
      ),
    );
  if (!indexedWords(words).length) return walked(undefined);
  return newestFirst(
    () =>
      lastOf(
        keptReports(db, ctx, filters, cursor)
          .select('reports.created_at')
          .orderBy('reports.created_at', 'desc')
          .orderBy('reports.id', 'desc'),
        windowFor(limit),
      ),
    walked,
    () => newestOf(asReports(foundByIndex(db, ctx, dialect, words, filters, cursor))),
    limit,
  );
}

/**
 * How many reports the filters keep, by type (types without one are absent): with a text, the
 * index's matches counted (every kept report tested for words of one character only).
 */
export async function countByType(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  filters: ReportFilters,
): Promise<{ type: ReportType; count: number }[]> {
  const count = (query: ReportsQuery) =>
    query
      .select((eb) => ['reports.type', eb.fn.countAll<number | string>().as('count')])
      .groupBy('reports.type')
      .execute();
  const words = filters.q === undefined ? undefined : searchWords(filters.q);
  if (words?.length === 0) return [];
  const rows = await (words === undefined
    ? count(keptReports(db, ctx, filters, undefined))
    : indexedWords(words).length
      ? count(asReports(foundByIndex(db, ctx, dialect, words, filters, undefined)))
      : count(asReports(keptWithDocuments(db, ctx, filters, undefined).where(rowMatch(dialect, words)))));
  return rows.map((row) => ({ type: row.type, count: Number(row.count) }));
}

export function findReport(db: Db, ctx: MemberCtx, id: string): Promise<ReportRecord | undefined> {
  return companyReports(db, ctx).where('reports.id', '=', id).executeTakeFirst();
}

/** The report whose file, or whose file's thumbnail, is stored under `key`. */
export function findByFileKey(db: Db, ctx: MemberCtx, key: string): Promise<ReportRecord | undefined> {
  return companyReports(db, ctx)
    .where((eb) => eb.or([eb('reports.storage_key', '=', key), eb('reports.thumbnail_key', '=', key)]))
    .executeTakeFirst();
}

/**
 * Writes the actor's new report and answers it as every read does, from the one statement: the
 * row as written, with its author's name (the actor's) read by the INSERT's own RETURNING.
 */
export function insertReport(
  db: Db,
  ctx: MemberCtx,
  row: Omit<CompanyInsert<'reports'>, 'user_id'>,
): Promise<ReportRecord> {
  return companyScope(db, ctx)
    .insertInto('reports', { ...row, user_id: ctx.actor.userId })
    .returningAll()
    .returning(actorName(db, ctx).as('user_name'))
    .$narrowType<{ user_name: string }>()
    .executeTakeFirstOrThrow();
}

/** Records an image's thumbnail; false when the report is gone meanwhile. */
export async function setThumbnail(db: Db, ctx: MemberCtx, id: string, key: string): Promise<boolean> {
  const result = await companyScope(db, ctx)
    .updateTable('reports')
    .set({ thumbnail_key: key })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

import type { ReportType } from '@vazife/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import { companyScope, type CompanyInsert } from '../../db/scope.js';
import type { Database, ReportsTable } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { KeysetCursor } from '../../platform/keyset-cursor.js';

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
  /** A text found in the title or the content. */
  q?: string;
}

/** `\`, `%` and `_` taken as themselves in a LIKE pattern (with `escape '\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search, in one place: `q` anywhere in the title or the content, whatever its case. LIKE
 * on SQLite ignores the case of ASCII letters only, ILIKE on PostgreSQL that of every letter the
 * database's locale knows; neither knows Turkish's dotted and dotless i. A Turkish-aware indexed
 * search is to replace this function.
 */
export function textMatches(dialect: DialectName, q: string): RawBuilder<SqlBool> {
  const pattern = `%${likeLiteral(q)}%`;
  const matches = (column: 'reports.title' | 'reports.content') =>
    dialect === 'postgres'
      ? sql`${sql.ref(column)} ilike ${pattern} escape '\\'`
      : sql`${sql.ref(column)} like ${pattern} escape '\\'`;
  return sql<SqlBool>`(${matches('reports.title')} or ${matches('reports.content')})`;
}

/** The reports of the company that the filters keep (the caller selects). */
function filtered(db: Db, ctx: MemberCtx, dialect: DialectName, filters: ReportFilters) {
  const { authorId, since, before, type, q } = filters;
  return companyScope(db, ctx)
    .selectFrom('reports')
    .$if(authorId !== undefined, (qb) => qb.where('reports.user_id', '=', authorId!))
    .$if(since !== undefined, (qb) => qb.where('reports.created_at', '>=', since!))
    .$if(before !== undefined, (qb) => qb.where('reports.created_at', '<', before!))
    .$if(type !== undefined, (qb) => qb.where('reports.type', '=', type!))
    .$if(q !== undefined, (qb) => qb.where(textMatches(dialect, q!)));
}

/**
 * A page of reports, newest first, keyset-paged by (created_at, id): a worker's own read from the
 * author index, the company's from the company index.
 */
export function listReports(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  filters: ReportFilters,
  page: { cursor?: KeysetCursor; limit: number },
): Promise<ReportRecord[]> {
  const { cursor } = page;
  return filtered(db, ctx, dialect, filters)
    .innerJoin('users as author', (j) =>
      j.onRef('author.company_id', '=', 'reports.company_id').onRef('author.id', '=', 'reports.user_id'),
    )
    .selectAll('reports')
    .select('author.name as user_name')
    .$if(cursor !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('reports.created_at', '<', cursor!.createdAt),
          eb.and([eb('reports.created_at', '=', cursor!.createdAt), eb('reports.id', '<', cursor!.id)]),
        ]),
      ),
    )
    .orderBy('reports.created_at', 'desc')
    .orderBy('reports.id', 'desc')
    .limit(page.limit)
    .execute();
}

/** How many reports the filters keep, by type (types without one are absent). */
export async function countByType(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  filters: ReportFilters,
): Promise<{ type: ReportType; count: number }[]> {
  const rows = await filtered(db, ctx, dialect, filters)
    .select((eb) => ['reports.type', eb.fn.countAll<number | string>().as('count')])
    .groupBy('reports.type')
    .execute();
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

export async function insertReport(db: Db, ctx: MemberCtx, row: CompanyInsert<'reports'>): Promise<void> {
  await companyScope(db, ctx).insertInto('reports', row).execute();
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

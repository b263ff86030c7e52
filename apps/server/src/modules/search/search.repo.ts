import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
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
const byTrigrams = (folded: string) => [...folded].length >= 3;

/**
 * The folded query's match on a `search_documents` row of one kind, each way served by an index
 * (migration 0015): three characters or more anywhere in the title or the body, by trigrams
 * (SQLite's FTS5 table, PostgreSQL's pg_trgm GIN indexes); two characters at the start of the
 * title, by the (kind, company_id, folded_title) btree, since no trigram index holds a two-letter
 * piece.
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
    return sql<SqlBool>`(+search_documents.kind = ${kind} and search_documents.id in (select rowid from search_fts where search_fts match ${phrase}))`;
  }
  const pattern = `%${likeLiteral(folded)}%`;
  return sql<SqlBool>`(search_documents.kind = ${kind} and (search_documents.folded_title like ${pattern} escape '\\' or search_documents.folded_body like ${pattern} escape '\\'))`;
}

/** The company's documents of one kind that match the folded query (the caller joins and selects). */
export function matching(db: Db, ctx: MemberCtx, dialect: DialectName, kind: Kind, folded: string) {
  return companyScope(db, ctx)
    .selectFrom('search_documents')
    .where(foldedMatch(dialect, kind, folded));
}

/** Tasks the actor may see (the task list's rule: task-conditions.ts `visibleTo`), newest first. */
export function findTasks(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
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

/** Approved staff, as the employees list shows them (employees.repo.ts `listApprovedStaff`), by name. */
export function findEmployees(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
  return matching(db, ctx, dialect, 'employee', folded)
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

/** Reports, newest first: one author's only when `authorId` is given (a worker reads their own). */
export function findReports(
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

/** Announcements, which every member reads, newest first. */
export function findAnnouncements(db: Db, ctx: MemberCtx, dialect: DialectName, folded: string, limit: number) {
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

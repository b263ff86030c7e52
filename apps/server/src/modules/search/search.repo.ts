import {
  expressionBuilder,
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
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

/** The tables of the kinds listed newest first, each keyed by `id`, in a company, by `created_at`. */
export type NewestTable = 'tasks' | 'reports' | 'announcements';

/** `<table>.<column>`, for the queries below that serve several tables. */
const column = (table: string, name: string) => sql.ref<string>(`${table}.${name}`);
const equal = (left: Expression<unknown>, right: unknown) => sql<SqlBool>`${left} = ${right}`;

/** `\`, `%` and `_` taken as themselves in a LIKE pattern (with `escape '\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Where `word` starts a word of a stored text: ` word` (the stored text, contract `searchText`,
 * has a space before each word, its first included).
 */
const wordStart = (word: string) => ` ${word}`;

/**
 * The words of a query that an index holds: two characters or more, whose start (` de`) is a
 * trigram. A word of one character ("7" of "seri 7") is tested on the rows the others find.
 */
export const indexedWords = (words: readonly string[]) => words.filter((word) => [...word].length >= 2);

/**
 * Every word starts a word of the row's stored title or body (each word may be in either), tested
 * on the row with no index: `instr` on SQLite, `strpos` on PostgreSQL, neither of which a trigram
 * index serves, so that the planner walks what it is given. No words match nothing.
 */
export function rowMatch(dialect: DialectName, words: readonly string[]): RawBuilder<SqlBool> {
  if (!words.length) return sql<SqlBool>`1 = 0`;
  const find = dialect === 'sqlite' ? sql.raw('instr') : sql.raw('strpos');
  const each = words.map(
    (word) =>
      sql`(${find}(search_documents.folded_title, ${wordStart(word)}) > 0 or ${find}(search_documents.folded_body, ${wordStart(word)}) > 0)`,
  );
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

/**
 * The words' match on a `search_documents` row of one kind, found through that kind's own trigram
 * index (migration 0017) by its words of two characters or more (`indexedWords`, at least one),
 * the shorter ones tested on the rows it finds:
 * - SQLite: the kind's FTS5 table, one phrase ` word` a word, all of them (FTS5's AND). `+kind`
 *   (unary plus, a no-op) keeps the column off the indexes, so that the planner looks the few
 *   matches up by id instead of testing the kind's every document against the FTS match.
 * - PostgreSQL: `LIKE '% word%'` on the title or the body for each word, which the kind's partial
 *   pg_trgm GIN indexes serve when the kind is written as a literal.
 */
export function indexMatch(dialect: DialectName, kind: Kind, words: readonly string[]): RawBuilder<SqlBool> {
  const indexed = indexedWords(words);
  const short = words.filter((word) => !indexed.includes(word));
  const rest = short.length ? sql` and ${rowMatch(dialect, short)}` : sql``;
  if (dialect === 'sqlite') {
    const phrases = indexed.map((word) => `"${wordStart(word).replace(/"/g, '""')}"`).join(' ');
    const fts = sql.table(`search_fts_${kind}`);
    return sql<SqlBool>`(+search_documents.kind = ${kind} and search_documents.id in (select rowid from ${fts} where ${fts} match ${phrases})${rest})`;
  }
  const each = indexed.map((word) => {
    const pattern = `%${likeLiteral(wordStart(word))}%`;
    return sql`(search_documents.folded_title like ${pattern} escape '\\' or search_documents.folded_body like ${pattern} escape '\\')`;
  });
  return sql<SqlBool>`(search_documents.kind = ${sql.lit(kind)} and ${sql.join(each, sql` and `)}${rest})`;
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
 * Otherwise the index's match; none for words no index holds (each of one character), which are
 * looked for in the window only.
 */
export async function newestFirst<Row>(
  windowStart: () => Promise<string | undefined>,
  fromWindow: (since: string | undefined) => Promise<Row[]>,
  fromIndex: (() => Promise<Row[]>) | undefined,
  limit: number,
): Promise<Row[]> {
  const since = await windowStart();
  const found = await fromWindow(since);
  if (found.length >= limit || since === undefined || !fromIndex) return found;
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
 * Objects of `table` with their search documents, for a test of each row (`rowMatch`) as a walk
 * goes, the objects in the outer loop:
 * - the document is reached by its object's id: no index of `search_documents` starts with `kind`
 *   or `company_id` on PostgreSQL (migration 0023), so that a planner misled by its statistics
 *   has no cheap-looking scan of the company's documents to repeat for every object;
 * - a CROSS JOIN, whose left table SQLite always keeps in the outer loop (its planner, without
 *   statistics, otherwise read every document of the kind through the (kind, object_id) key and
 *   sorted); PostgreSQL plans it as the inner join it is.
 */
export function withDocuments<T extends NewestTable | 'users'>(
  objects: SelectQueryBuilder<Database, T, object>,
  table: T,
  kind: Kind,
) {
  return (
    objects
      // eslint-disable-next-line vazife/company-scope -- the join's condition, search_documents.company_id with the rest, is the where below
      .crossJoin('search_documents')
      .where(equal(sql.ref('search_documents.kind'), kind))
      .where(equal(sql.ref('search_documents.company_id'), column(table, 'company_id')))
      .where(equal(sql.ref('search_documents.object_id'), column(table, 'id')))
  );
}

/**
 * The company's documents of one kind that match the words (`indexMatch`): their objects' company
 * and id, for `matchedObjects`.
 *
 * On PostgreSQL behind a fence (`offset 0`, which the planner neither flattens nor pushes
 * conditions into): left to itself, for a word it overestimates (one a kind holds nowhere,
 * "kontrol" in the reports), the planner walked the kind's whole list newest first and tested each
 * row, 200,000 reports for a page of none (bench/README.md, "Search and reports at size").
 */
export function matching(db: Db, ctx: MemberCtx, dialect: DialectName, kind: Kind, words: readonly string[]) {
  const matched = companyScope(db, ctx)
    .selectFrom('search_documents')
    .where(indexMatch(dialect, kind, words))
    .select(['search_documents.company_id', 'search_documents.object_id']);
  return dialect === 'postgres' ? matched.offset(0) : matched;
}

/**
 * The objects of `table` whose documents the index finds for the words (`matching`), for the
 * caller to keep the reader's and sort. Each is looked up by its key, the matched document's
 * company and object id: on PostgreSQL those come out of the fence as values of each row, never
 * as the constant company the scope gives a table, so that the planner has no cheap-looking scan
 * of the company's objects (the reader's own, a type, a date range: every index of the objects
 * starts with `company_id`) to repeat for every match when its statistics are stale; it looks
 * each match's object up, or hashes.
 */
export function matchedObjects<T extends NewestTable>(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  table: T,
  kind: Kind,
  words: readonly string[],
) {
  return db
    .selectFrom(matching(db, ctx, dialect, kind, words).as('matched'))
    .innerJoin(table, (join) =>
      join
        .on(equal(column(table, 'company_id'), sql.ref('matched.company_id')))
        .on(equal(column(table, 'id'), sql.ref('matched.object_id'))),
    );
}

/** A kind answered newest first: its table, the column its body is, and who sees which of its rows. */
interface NewestKind<T extends NewestTable> {
  kind: Kind;
  table: T;
  body: 'description' | 'content';
  /** The reader's rows of the table (their list's rule), or undefined for all of the company's. */
  visible: Expression<SqlBool> | undefined;
}

/** A query over a kind's table, kept to the reader's rows, newest first. */
function newestOf<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  of: NewestKind<NewestTable>,
) {
  const { table, visible } = of;
  return query
    .$if(visible !== undefined, (qb) => qb.where(visible!))
    .orderBy(column(table, 'created_at'), 'desc')
    .orderBy(column(table, 'id'), 'desc');
}

/**
 * One kind's newest matches the reader sees, in `newestFirst`'s two tries: the walk of the
 * reader's newest objects with their documents, then the index's matches joined to their objects
 * and sorted. Tasks, reports and announcements alike.
 */
function findNewest<T extends NewestTable>(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  words: string[],
  limit: number,
  of: NewestKind<T>,
) {
  const { kind, table } = of;
  const created = column(table, 'created_at');
  const found = <TB extends keyof Database, O>(query: SelectQueryBuilder<Database, TB, O>) =>
    newestOf(query, of)
      .select([column(table, 'id').as('id'), column(table, 'title').as('title'), column(table, of.body).as('body')])
      .limit(limit)
      .execute() satisfies Promise<FoundRow[]>;
  const objects = () => companyScope(db, ctx).selectFrom(table);
  return newestFirst(
    () => lastOf(newestOf(objects(), of).select(created.as('created_at'))),
    (since) =>
      found(
        withDocuments(objects(), table, kind)
          .$if(since !== undefined, (qb) => qb.where(created, '>=', since!))
          .where(rowMatch(dialect, words)),
      ),
    indexedWords(words).length ? () => found(matchedObjects(db, ctx, dialect, table, kind, words)) : undefined,
    limit,
  );
}

/** Tasks the actor may see (the task list's rule: task-conditions.ts `visibleTo`), newest first. */
export function findTasks(db: Db, ctx: MemberCtx, dialect: DialectName, words: string[], limit: number) {
  const visible = visibleTo(db, ctx);
  return findNewest(db, ctx, dialect, words, limit, { kind: 'task', table: 'tasks', body: 'description', visible });
}

/** Reports, newest first: one author's only when `authorId` is given (a worker reads their own). */
export function findReports(
  db: Db,
  ctx: MemberCtx,
  dialect: DialectName,
  words: string[],
  limit: number,
  authorId: string | undefined,
) {
  const visible =
    authorId === undefined ? undefined : expressionBuilder<Database, 'reports'>()('reports.user_id', '=', authorId);
  return findNewest(db, ctx, dialect, words, limit, { kind: 'report', table: 'reports', body: 'content', visible });
}

/** Announcements, which every member reads, newest first. */
export function findAnnouncements(db: Db, ctx: MemberCtx, dialect: DialectName, words: string[], limit: number) {
  const of = { kind: 'announcement', table: 'announcements', body: 'description', visible: undefined } as const;
  return findNewest(db, ctx, dialect, words, limit, of);
}

/**
 * Approved staff, as the employees list shows them (employees.repo.ts `listApprovedStaff`), by
 * name. A company's people are few: each of them is tested on their document (`rowMatch`), where
 * the index's match would cost what every kind's matches cost.
 */
export function findEmployees(db: Db, ctx: MemberCtx, dialect: DialectName, words: string[], limit: number) {
  const staff = companyScope(db, ctx)
    .selectFrom('users')
    .where('users.is_approved', '=', true)
    .where('users.role', '!=', 'isveren');
  return withDocuments(staff, 'users', 'employee')
    .where(rowMatch(dialect, words))
    .select(['users.id', 'users.name as title', 'users.email as body'])
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(limit)
    .execute() satisfies Promise<FoundRow[]>;
}

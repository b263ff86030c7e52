import { sql, type Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';
import { postgresSearchTextFunction, searchTextFunction } from '../search-fold-sql.js';

/** The searched tables (migration 0015): each one's kind, its title and body, and what moves them. */
const sources = [
  { table: 'tasks', kind: 'task', title: 'title', body: 'description', watched: 'title, description' },
  { table: 'reports', kind: 'report', title: 'title', body: 'content', watched: 'title, content' },
  { table: 'announcements', kind: 'announcement', title: 'title', body: 'description', watched: 'title, description' },
  { table: 'users', kind: 'employee', title: 'name', body: 'email', watched: 'name, email, company_id' },
] as const;

/** `search_text(<expr>)`, the database's function of the contract's `searchText`. */
const text = (expr: string) => `${searchTextFunction}(${expr})`;

/**
 * The search matches word starts (docs/product-rules.md#search): `search_documents` now holds each
 * text as the contract's `searchText` gives it (folded, each word separator a space, a space in
 * front), so that a word of the query starts a word of the text exactly where ` word` occurs, a
 * substring that the trigram indexes serve as before ("ışık" no longer finds "Değişiklik").
 *
 * - **The triggers write `search_text(…)`**, a function of the database (db/search-fold-sql.ts):
 *   on PostgreSQL a plain SQL function created here, on SQLite the contract's function registered
 *   on every connection. SQLite's triggers no longer hold the fold as 287 nested `replace` calls,
 *   which the `sqlite3` shell of a distribution could not parse ("malformed database schema …
 *   parser stack overflow"): it now opens the file and reads every table.
 * - **Every document is written anew** from its object, and SQLite's FTS5 tables with them (their
 *   update triggers, migration 0017).
 * - **No btree on `search_documents` starts with `kind` or `company_id` any more** (PostgreSQL):
 *   a search reaches a document by its object's id or through its kind's trigram index, nothing
 *   else. With the (kind, company_id, folded_title) index, a planner that believed the tables
 *   small (statistics stale, or none) looped over the company's every document once per report
 *   walked, 1,000 × 1,000 rows for one search (bench/README.md, "Search on tables never
 *   analysed"). The title index goes on both engines (a two-letter word is a trigram now: ` de`);
 *   PostgreSQL's unique key becomes (object_id, kind). SQLite keeps its (kind, object_id) key,
 *   which belongs to the table, and plans the walk by it.
 */
/**
 * Every document written anew from its object with `search_text`, and SQLite's FTS5 tables with
 * it (their update triggers, migration 0017). Exported for its test, on documents as migration
 * 0015 wrote them.
 */
export async function rewriteDocuments(db: Kysely<unknown>): Promise<void> {
  for (const s of sources)
    await sql
      .raw(
        `update search_documents
         set folded_title = ${text(`source.${s.title}`)}, folded_body = ${text(`source.${s.body}`)}
         from ${s.table} source
         where search_documents.kind = '${s.kind}' and search_documents.object_id = source.id`,
      )
      .execute(db);
}

export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  const pg = d.name === 'postgres';
  const run = (statement: string) => sql.raw(statement).execute(db);
  if (pg) await run(postgresSearchTextFunction());

  for (const s of sources) {
    const insert = (row: string) =>
      `insert into search_documents (company_id, kind, object_id, folded_title, folded_body)
       select ${row}.company_id, '${s.kind}', ${row}.id, ${text(`${row}.${s.title}`)}, ${text(`${row}.${s.body}`)}
       where ${row}.company_id is not null;`;
    const remove = (row: string) => `delete from search_documents where kind = '${s.kind}' and object_id = ${row}.id;`;
    if (pg) {
      // The trigger (migration 0015) calls this function by name: replacing it is enough.
      await run(`create or replace function search_index_${s.table}() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then ${remove('old')} end if;
          if tg_op <> 'DELETE' then ${insert('new')} end if;
          return null;
        end $$`);
    } else {
      await run(`drop trigger search_${s.table}_insert`);
      await run(`drop trigger search_${s.table}_update`);
      await run(`create trigger search_${s.table}_insert after insert on ${s.table} begin ${insert('new')} end`);
      await run(
        `create trigger search_${s.table}_update after update of ${s.watched} on ${s.table}
         begin ${remove('old')} ${insert('new')} end`,
      );
    }
  }
  await rewriteDocuments(db);

  await run('drop index search_documents_title_idx');
  if (pg) {
    await run('create unique index search_documents_object_idx on search_documents (object_id, kind)');
    await run('alter table search_documents drop constraint search_documents_kind_object_id_key');
  }
}

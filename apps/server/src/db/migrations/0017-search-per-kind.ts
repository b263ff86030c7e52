import { sql, type Kysely } from 'kysely';
import type { DialectInfo } from '../dialect.js';

/** The kinds of `search_documents` (migration 0015), each with a trigram index of its own here. */
export const searchKinds = ['task', 'employee', 'report', 'announcement'] as const;

/**
 * The search's trigram index, one per kind (migration 0015 had one for all). A search asks for one
 * kind at a time, and a shared index answers with every kind's matches: at a million tasks a word
 * in a third of them ("kontrol") cost a search of the reports, where it is in none, the whole
 * third of a million rows before the kind was tested (bench/README.md, "Search and reports at
 * size"). Each kind's index holds that kind's documents only.
 *
 * - SQLite: an FTS5 table per kind (`search_fts_task`, …), its content the rows of
 *   `search_documents` of that kind, kept by triggers that look at the row's kind.
 * - PostgreSQL: partial GIN indexes per kind on both folded columns (`where kind = 'task'`), which
 *   serve a query that names its kind as a literal (search.repo.ts `foldedMatch`).
 */
export async function up(db: Kysely<unknown>, d: DialectInfo): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (d.name === 'postgres') {
    for (const kind of searchKinds)
      for (const column of ['title', 'body'])
        await run(
          `create index search_documents_${kind}_${column}_trgm on search_documents
           using gin (folded_${column} gin_trgm_ops) where kind = '${kind}'`,
        );
    await run('drop index search_documents_title_trgm');
    await run('drop index search_documents_body_trgm');
    return;
  }

  for (const trigger of ['insert', 'delete', 'update']) await run(`drop trigger search_fts_${trigger}`);
  await run('drop table search_fts');
  for (const kind of searchKinds) {
    const table = `search_fts_${kind}`;
    await run(`create virtual table ${table} using fts5(
      folded_title, folded_body, content='search_documents', content_rowid='id',
      tokenize='trigram case_sensitive 1'
    )`);
    const remove = `insert into ${table} (${table}, rowid, folded_title, folded_body)
      values ('delete', old.id, old.folded_title, old.folded_body);`;
    const add = `insert into ${table} (rowid, folded_title, folded_body)
      values (new.id, new.folded_title, new.folded_body);`;
    await run(
      `create trigger ${table}_insert after insert on search_documents when new.kind = '${kind}' begin ${add} end`,
    );
    await run(
      `create trigger ${table}_delete after delete on search_documents when old.kind = '${kind}' begin ${remove} end`,
    );
    await run(
      `create trigger ${table}_update after update on search_documents when old.kind = '${kind}' begin ${remove} ${add} end`,
    );
    // What the table holds already.
    await run(
      `insert into ${table} (rowid, folded_title, folded_body)
       select id, folded_title, folded_body from search_documents where kind = '${kind}'`,
    );
  }
}

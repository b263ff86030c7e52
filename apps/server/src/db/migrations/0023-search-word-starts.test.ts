import { searchText } from '@vazife/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { announcementWith, idsFound, reportWith, taskWith } from '../../modules/search/search-test-kit.js';
import { makeCompany, makeUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { foldSql } from '../search-fold-sql.js';
import { rewriteDocuments } from './0023-search-word-starts.js';

const t = useTestApp();

/** Each kind's table, and its title and body, as the search indexes them. */
const sources = [
  { table: 'tasks', kind: 'task', title: 'title', body: 'description' },
  { table: 'reports', kind: 'report', title: 'title', body: 'content' },
  { table: 'announcements', kind: 'announcement', title: 'title', body: 'description' },
  { table: 'users', kind: 'employee', title: 'name', body: 'email' },
] as const;

describe('migration 0023: the documents migration 0015 wrote are written anew', () => {
  it('writes every kind’s documents as search_text gives them, which the walk and the index then find', async () => {
    const c = await makeCompany(t);
    const task = await taskWith(t, c.owner, c.isci, 'Soğutma ünitesi', 'Değişiklik yok');
    const report = await reportWith(t, c.isci, 'Görev devri', 'Işık yanmıyor');
    const announcement = await announcementWith(t, c.owner, 'Bayram tatili', 'Depo kapalı');
    const person = await makeUser(t, { role: 'isci', companyId: c.id, approved: true, name: 'Çağrı Öztürk' });
    const { db, dialect } = t.database;
    const documents = () =>
      sql<{ kind: string; folded_title: string; folded_body: string; title: string; body: string }>`
        ${sql.join(
          sources.map(
            (s) => sql`select d.kind, d.folded_title, d.folded_body, o.${sql.raw(s.title)} as title,
              o.${sql.raw(s.body)} as body from search_documents d join ${sql.table(s.table)} o
              on o.id = d.object_id where d.kind = ${s.kind} and d.company_id = ${c.id}`,
          ),
          sql` union all `,
        )}`.execute(db);

    // As migration 0015's triggers wrote them: the fold alone (its SQL, search-fold-sql.ts `foldSql`).
    for (const s of sources)
      await sql
        .raw(
          `update search_documents set folded_title = ${foldSql(dialect.name, `o.${s.title}`)},
           folded_body = ${foldSql(dialect.name, `o.${s.body}`)} from ${s.table} o
           where search_documents.kind = '${s.kind}' and search_documents.object_id = o.id`,
        )
        .execute(db);
    expect((await documents()).rows.find((d) => d.kind === 'report')!.folded_title).toBe('gorev devri');
    // The title's first word has no space before it: not found as a word start.
    expect((await idsFound(t, c.owner, 'gorev')).reports).toEqual([]);

    await rewriteDocuments(db as never);
    const { rows } = await documents();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const d of rows) {
      expect(d.folded_title, d.title).toBe(searchText(d.title));
      expect(d.folded_body, d.body).toBe(searchText(d.body));
    }
    const found = async (q: string) => {
      const ids = await idsFound(t, c.owner, q);
      return [...ids.tasks, ...ids.employees, ...ids.reports, ...ids.announcements];
    };
    expect(await found('sogutma')).toEqual([task]);
    expect(await found('gorev')).toEqual([report]);
    expect(await found('depo')).toEqual([announcement]);
    expect(await found('cagri ozturk')).toEqual([person.id]);
    expect(await found('isik')).toEqual([report]);
    expect(await found('siklik')).toEqual([]);
    // SQLite's FTS5 tables were written anew with them: the index's own match finds the word.
    const matched = await sql<{ object_id: string }>`select object_id from search_documents
      where kind = 'report' and company_id = ${c.id} and ${
        dialect.name === 'sqlite'
          ? sql`id in (select rowid from search_fts_report where search_fts_report match '" gorev"')`
          : sql`folded_title like '% gorev%'`
      }`.execute(db);
    expect(matched.rows.map((r) => r.object_id)).toEqual([report]);
  });
});

import { foldTable, foldTurkish } from '@vazife/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { foldSql } from '../../db/search-fold-sql.js';
import { makeCompany, memberCtxOf } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import * as repo from './search.repo.js';
import { taskWith } from './search-test-kit.js';

const t = useTestApp();

describe('the index (migration 0015)', () => {
  it('folds in SQL exactly as the contract folds, for every character of the table and more', async () => {
    const dialect = t.database.dialect.name;
    const samples = [
      [...foldTable.keys()].join(''),
      'İSTANBUL ışık ŞEF Görev ÇAĞRI öğle ÜÇ',
      'Kâzım hâlâ Noël café ñandú Ærø ß',
      'i\u0307 a\u0301 日本 😀 Ωμέγα ДОМ',
      `${'x'.repeat(3)}'quote"`,
    ];
    for (const text of samples) {
      const folded = sql.raw(foldSql(dialect, 'v.text'));
      const { rows } = await sql<{
        folded: string;
      }>`select ${folded} as folded from (select cast(${text} as text) as text) v`.execute(t.database.db);
      expect(rows[0]!.folded, text).toBe(foldTurkish(text));
    }
  });

  it('keeps a row per object as the objects are written, folded', async () => {
    const c = await makeCompany(t);
    const id = await taskWith(t, c.owner, c.isci, 'IŞIK arızası', 'Şantiye ÇIKIŞI');
    const row = await t.database.db
      .selectFrom('search_documents')
      .select(['company_id', 'kind', 'folded_title', 'folded_body'])
      .where('object_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      company_id: c.id,
      kind: 'task',
      folded_title: 'isik arizasi',
      folded_body: 'santiye cikisi',
    });
  });

  it('answers a search from the index, never by reading the whole table', async () => {
    const c = await makeCompany(t);
    const db = t.database.db;
    const dialect = t.database.dialect.name;
    // A company of some size, with the planner's statistics, as a real one has.
    await sql`with recursive g(n) as (select 1 union all select n + 1 from g where n < 3000)
      insert into search_documents (company_id, kind, object_id, folded_title, folded_body)
      select ${c.id}, 'task', 'belge-' || n, 'gorev ' || n, 'aciklama ' || n from g`.execute(db);
    // On PostgreSQL also the vacuum autovacuum would have run: it moves the GIN indexes' pending
    // rows into the index, which the planner otherwise counts against them.
    await (dialect === 'postgres' ? sql`vacuum analyze search_documents` : sql`analyze`).execute(db);
    const ctx = memberCtxOf(c.owner);
    for (const folded of ['zeplin', 'aciklama 17', 'ze']) {
      const query = repo.matching(db, ctx, dialect, 'task', folded).select('search_documents.object_id').compile();
      if (dialect === 'sqlite') {
        const { rows } = await sql
          .raw<{ detail: string }>(`explain query plan ${inline(query.sql, query.parameters)}`)
          .execute(db);
        const plan = rows.map((r) => r.detail).join('\n');
        expect(plan, plan).not.toMatch(/SCAN search_documents(?! VIRTUAL)/);
        expect(plan, plan).toMatch(
          folded.length >= 3 ? /SEARCH search_documents USING INTEGER PRIMARY KEY/ : /search_documents_title_idx/,
        );
        if (folded.length >= 3) expect(plan, plan).toMatch(/SCAN search_fts_task VIRTUAL TABLE INDEX/);
      } else {
        // An index, as the planner weighs them on a table this small (at a hundred thousand
        // documents over fifty companies it takes the trigram indexes for a rare word): never the
        // whole table. Then the trigram indexes alone serve the match.
        const plan = await explainWithoutSeqScan(query.sql, query.parameters);
        expect(plan, plan).not.toMatch(/Seq Scan on search_documents/);
        expect(plan, plan).toMatch(/Index Scan (on|using) search_documents_/);
        if (folded.length < 3) expect(plan, plan).toMatch(/search_documents_title_idx/);
        if (folded.length >= 3) {
          const alone = await explainWithoutSeqScan(
            // The match alone, whatever the company, to show what serves it: the kind's own indexes.
            "select id from search_documents where kind = 'task' and (folded_title like $1 or folded_body like $1)",
            [`%${folded}%`],
          );
          expect(alone, alone).toMatch(/Bitmap Index Scan on search_documents_task_title_trgm/);
          expect(alone, alone).toMatch(/Bitmap Index Scan on search_documents_task_body_trgm/);
        }
      }
    }
  });
});

/** PostgreSQL's plan for a statement, sequential scans turned off for the moment. */
async function explainWithoutSeqScan(text: string, parameters: readonly unknown[]): Promise<string> {
  return t.database.db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn);
    try {
      const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${inline(text, parameters)}`).execute(conn);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(conn);
    }
  });
}

/** The statement with its parameters written in, for EXPLAIN. */
function inline(text: string, parameters: readonly unknown[]): string {
  const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
  let i = 0;
  return text.replace(/\$(\d+)|\?/g, (match, n: string | undefined) =>
    literal(parameters[n === undefined ? i++ : Number(n) - 1]),
  );
}

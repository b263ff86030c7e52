import { foldTable, searchText, wordSeparators } from '@vazife/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { makeCompany, memberCtxOf } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import * as repo from './search.repo.js';
import { taskWith } from './search-test-kit.js';

const t = useTestApp();

describe('the index (migrations 0015, 0017, 0023)', () => {
  it('writes in SQL exactly what the contract’s searchText gives, for every character it changes and more', async () => {
    const samples = [
      [...foldTable.keys()].join(''),
      [...wordSeparators].join(''),
      'İSTANBUL ışık ŞEF Görev ÇAĞRI öğle ÜÇ',
      'Kâzım hâlâ Noël café ñandú Ærø ß',
      'i\u0307 a\u0301 日本 😀 Ωμέγα ДОМ',
      `${'x'.repeat(3)}'quote" – “Değişiklik”… 7,5₺ e-posta@kuzey.tr`,
    ];
    for (const text of samples) {
      const { rows } = await sql<{ stored: string }>`select search_text(cast(${text} as text)) as stored`.execute(
        t.database.db,
      );
      expect(rows[0]!.stored, text).toBe(searchText(text));
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
      folded_title: ' isik arizasi',
      folded_body: ' santiye cikisi',
    });
  });

  it('answers a search from the index, never by reading the whole table', async () => {
    const c = await makeCompany(t);
    const db = t.database.db;
    const dialect = t.database.dialect.name;
    // A company of some size, with the planner's statistics, as a real one has.
    await sql`with recursive g(n) as (select 1 union all select n + 1 from g where n < 3000)
      insert into search_documents (company_id, kind, object_id, folded_title, folded_body)
      select ${c.id}, 'task', 'belge-' || n, ' gorev ' || n, ' aciklama ' || n from g`.execute(db);
    // On PostgreSQL also the vacuum autovacuum would have run: it moves the GIN indexes' pending
    // rows into the index, which the planner otherwise counts against them.
    await (dialect === 'postgres' ? sql`vacuum analyze search_documents` : sql`analyze`).execute(db);
    const ctx = memberCtxOf(c.owner);
    for (const words of [['zeplin'], ['aciklama', '17'], ['ze']]) {
      const query = repo.matching(db, ctx, dialect, 'task', words).select('search_documents.object_id').compile();
      if (dialect === 'sqlite') {
        const { rows } = await sql
          .raw<{ detail: string }>(`explain query plan ${inline(query.sql, query.parameters)}`)
          .execute(db);
        const plan = rows.map((r) => r.detail).join('\n');
        expect(plan, plan).not.toMatch(/SCAN search_documents(?! VIRTUAL)/);
        expect(plan, plan).toMatch(/SEARCH search_documents USING INTEGER PRIMARY KEY/);
        expect(plan, plan).toMatch(/SCAN search_fts_task VIRTUAL TABLE INDEX/);
      } else {
        // The kind's own trigram indexes, as the planner weighs them on a table this small
        // (sequential scans off): never the whole table.
        const plan = await explainWithoutSeqScan(query.sql, query.parameters);
        expect(plan, plan).not.toMatch(/Seq Scan on search_documents/);
        expect(plan, plan).toMatch(/Bitmap Index Scan on search_documents_task_(title|body)_trgm/);
      }
    }
    if (dialect === 'postgres') {
      const alone = await explainWithoutSeqScan(
        // The match alone, whatever the company, to show what serves it: the kind's own indexes.
        "select id from search_documents where kind = 'task' and (folded_title like $1 or folded_body like $1)",
        ['% zeplin%'],
      );
      expect(alone, alone).toMatch(/Bitmap Index Scan on search_documents_task_title_trgm/);
      expect(alone, alone).toMatch(/Bitmap Index Scan on search_documents_task_body_trgm/);
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

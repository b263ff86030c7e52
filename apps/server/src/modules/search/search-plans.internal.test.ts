import { CompiledQuery, SelectQueryNode, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/types.js';
import { makeCompany, memberCtxOf, type TestCompany, type TestUser } from '../../test/factories.js';
import { testEngine } from '../../test/test-database.js';
import { useTestApp } from '../../test/test-app.js';
import { quietLog } from '../../platform/deps.js';
import { DownloadGrants } from '../../platform/download-grants.js';
import { InProcessBus } from '../../platform/live-bus.js';
import { LocalStorage } from '../../platform/local-storage.js';
import { FilesService, ThumbnailQueue } from '../files/index.js';
import { listReports, reportStats } from '../reports/index.js';
import { search } from './search.service.js';

/**
 * The search's and the reports list's plans stay linear in the rows they walk, whatever the
 * planner's statistics say: none yet (a new server, or tables autovacuum has not reached), fresh,
 * or stale (taken before the company wrote its reports). A plan that loops over the company's
 * search documents once per report walked (migration 0023 says how that came about) reads a
 * million rows for 1,000 reports; these count the rows each plan node reads (EXPLAIN ANALYZE on
 * PostgreSQL) or look at how each table is reached (EXPLAIN QUERY PLAN on SQLite). No timing.
 */

const t = useTestApp();
type Db = Kysely<Database>;

/** Reports each company's one worker writes. */
const written = 1000;

/**
 * The worker's reports, one INSERT … SELECT whose rows fire the search triggers one by one, one a
 * minute back from now: "Seri 1" to "Seri 12", so that "seri 7" is in one report of twelve.
 */
async function writeReports(worker: TestUser): Promise<void> {
  const pg = testEngine === 'postgres';
  const at = pg ? sql`now() - n * interval '1 minute'` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', -n || ' minutes')`;
  await sql`insert into reports (id, company_id, user_id, title, content, type, created_at)
    with recursive g(n) as (select 1 union all select n + 1 from g where n < ${sql.lit(written)})
    select ${worker.id} || '-' || n, ${worker.companyId}, ${worker.id}, 'Seri ' || (n % 12 + 1) || ' hattı vardiya raporu',
      'Değişiklik yok, ışık ve soğutma kontrol edildi.', 'gunluk', ${at} from g`.execute(t.database.db);
}

/** The SELECT statements a call runs, compiled as they went to the database. */
async function statementsOf(call: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
  const db = t.database.db;
  const statements: CompiledQuery[] = [];
  await call(
    db.withPlugin({
      transformQuery({ node, queryId }) {
        if (SelectQueryNode.is(node)) statements.push(db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    }),
  );
  return statements;
}

/** Every call of the header's search and the reports list with a text (a page, the counts), as `who`. */
function callsOf(who: TestUser): [string, (db: Db) => Promise<unknown>][] {
  const ctx = memberCtxOf(who);
  const dialect = testEngine;
  const reportsDeps = (db: Db) => ({
    db,
    dialect,
    files: new FilesService(new LocalStorage(t.config.dataDir), new ThumbnailQueue(), quietLog),
    grants: new DownloadGrants('plans'),
    bus: new InProcessBus(),
  });
  return ['seri 7', 'zumrut', 'sogutma 7'].flatMap((q): [string, (db: Db) => Promise<unknown>][] => [
    [`search ${q}`, (db) => search({ db, dialect }, ctx, q)],
    [`list ${q}`, (db) => listReports(reportsDeps(db), ctx, { q })],
    [`counts ${q}`, (db) => reportStats(reportsDeps(db), ctx, { q })],
  ]);
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Join Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** The rows a node reads in one loop: those it passes on and those its conditions drop (EXPLAIN's averages). */
const rowsPerLoop = (n: PlanNode) =>
  n['Actual Rows'] +
  (n['Rows Removed by Filter'] ?? 0) +
  (n['Rows Removed by Join Filter'] ?? 0) +
  (n['Rows Removed by Index Recheck'] ?? 0);

/** `value` as a literal of PostgreSQL's, for EXECUTE. */
const literal = (value: unknown) => (value === null ? 'null' : `'${String(value).replace(/'/g, "''")}'`);

/**
 * PostgreSQL's plan of a statement as it ran, twice: planned for its values (as an unnamed
 * statement is) and generic (as the app's named statements may be after five runs,
 * db/client.ts `withPreparedReads`), each as EXPLAIN (ANALYZE, FORMAT JSON) gives it.
 */
async function postgresPlans(statement: CompiledQuery): Promise<PlanNode[]> {
  return t.database.db.connection().execute(async (conn) => {
    const explain = 'explain (analyze, costs off, timing off, format json)';
    const custom = await conn.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`${explain} ${statement.sql}`, [...statement.parameters]),
    );
    await sql.raw(`prepare search_plan as ${statement.sql}`).execute(conn);
    try {
      await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
      const values = statement.parameters.map(literal).join(', ');
      const generic = await sql
        .raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`${explain} execute search_plan(${values})`)
        .execute(conn);
      return [custom.rows[0]!['QUERY PLAN'][0].Plan, generic.rows[0]!['QUERY PLAN'][0].Plan];
    } finally {
      await sql`reset plan_cache_mode`.execute(conn);
      await sql`deallocate search_plan`.execute(conn);
    }
  });
}

/**
 * On PostgreSQL, for every statement of every call: `search_documents`, when read in more than
 * one loop, is read a row a loop at most (a lookup by key, never a walk of the company's documents
 * per report), and the whole plan reads at most a few rows per report written.
 */
async function expectLinearPlans(company: TestCompany): Promise<void> {
  for (const who of [company.owner, company.isci])
    for (const [name, call] of callsOf(who))
      for (const statement of await statementsOf(call))
        for (const plan of await postgresPlans(statement)) {
          const nodes = nodesOf(plan);
          const text = `${who.role} ${name}\n${statement.sql}\n${JSON.stringify(plan, null, 1)}`;
          const looped = nodes.filter((n) => n['Relation Name'] === 'search_documents' && n['Actual Loops'] > 1);
          for (const node of looped)
            expect(
              rowsPerLoop(node),
              `${node['Node Type']} ${node['Relation Name'] ?? ''}: ${text}`,
            ).toBeLessThanOrEqual(1);
          const read = nodes.reduce((sum, n) => sum + rowsPerLoop(n) * n['Actual Loops'], 0);
          expect(read, text).toBeLessThanOrEqual(10 * written);
        }
}

/**
 * On SQLite, which plans without statistics (the app never runs ANALYZE): `search_documents` is
 * reached only by its row id (the FTS5 match) or its (kind, object_id) key, never scanned.
 */
async function expectKeyedDocuments(company: TestCompany): Promise<void> {
  for (const who of [company.owner, company.isci])
    for (const [name, call] of callsOf(who))
      for (const statement of await statementsOf(call)) {
        const { rows } = await t.database.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
        );
        const plan = rows.map((r) => r.detail).join('\n');
        for (const line of rows.map((r) => r.detail).filter((d) => /\bsearch_documents\b/.test(d)))
          expect(line, `${who.role} ${name}\n${plan}`).toMatch(
            /^SEARCH search_documents USING (INTEGER PRIMARY KEY \(rowid=\?\)|INDEX sqlite_autoindex_search_documents_1 \(kind=\? AND object_id=\?\))$/,
          );
      }
}

const expectGoodPlans = testEngine === 'postgres' ? expectLinearPlans : expectKeyedDocuments;

describe('plans, whatever the statistics', () => {
  it('stay linear with none, fresh ones and stale ones', async () => {
    if (testEngine === 'postgres')
      // Held as the test makes them, whatever the server's autovacuum would do meanwhile.
      for (const table of ['companies', 'users', 'tasks', 'reports', 'announcements', 'search_documents'])
        await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(t.database.db);

    // None: the tables have never been analysed.
    const first = await makeCompany(t);
    await writeReports(first.isci);
    await expectGoodPlans(first);

    // Fresh.
    await sql`analyze`.execute(t.database.db);
    await expectGoodPlans(first);

    // Stale: taken before a second company existed, which then writes as many reports.
    const second = await makeCompany(t);
    await writeReports(second.isci);
    await expectGoodPlans(second);
  });
});

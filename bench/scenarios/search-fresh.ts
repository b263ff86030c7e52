import { randomUUID } from 'node:crypto';
import { matchesWords, reportLimits, searchWords, type Report, type Role, type SearchResults } from '@vazife/contract';
import { sql } from 'kysely';
import type { MemberCtx } from '../../apps/server/src/platform/context.js';
import { listReports } from '../../apps/server/src/modules/reports/index.js';
import { search } from '../../apps/server/src/modules/search/index.js';
import { seedCompanies } from '../lib/seed.js';
import { serviceDeps } from '../lib/service-deps.js';
import { defineScenario, type Caller, type SeedTarget } from './scenario.js';

/** Reports the one worker writes, one statement each, as the app writes them. */
const reportsWritten = 1000;
/** The query of both routes: a word and a number, the line "Seri 7" of twelve. */
const query = 'seri 7';
/** A word no report holds: every walk reads its whole window, then the index is asked. */
const absent = 'zümrüt';

interface FreshSeed {
  companyId: string;
  employerId: string;
  workerId: string;
}

const contents = [
  'Vardiya sorunsuz geçti, değişiklik yok.',
  'Hat 3 fren yaparken ses çıkarıyor, bakım ekibine haber verildi.',
  'Soğutma ünitesinin ışık uyarısı yandı, kontrol edildi.',
  'Sayımda iki kalemde fark çıktı, ayrıntısı ekteki listede.',
];

/**
 * A new company (an employer and ten staff) in which one worker writes 1,000 reports, each its
 * own INSERT as the app writes one (the search triggers fill `search_documents` row by row), on
 * a database whose planner statistics are those of a new server: none. On PostgreSQL autovacuum
 * is turned off for the tables read, so that they stay unanalysed for the whole run whatever the
 * server's setting. The write cost is logged: the insert of a report with its search document.
 */
async function seedFresh({ db, location, log }: SeedTarget): Promise<FreshSeed> {
  const [company] = await seedCompanies(db, [{ name: 'Bench Taze Lojistik A.Ş.', staff: 10, pending: 0 }]);
  const { companyId, ownerId: employerId } = company!;
  if (location.engine === 'postgres')
    for (const table of ['companies', 'users', 'tasks', 'reports', 'announcements', 'search_documents'])
      await sql`alter table ${sql.table(table)} set (autovacuum_enabled = false)`.execute(db);
  const worker = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('role', '=', 'isci')
    .orderBy('email_key')
    .executeTakeFirstOrThrow();
  const startMs = Date.now() - reportsWritten * 60_000;
  const started = process.hrtime.bigint();
  for (let n = 0; n < reportsWritten; n++)
    await db
      .insertInto('reports')
      .values({
        id: randomUUID(),
        company_id: companyId,
        user_id: worker.id,
        title: `Seri ${(n % 12) + 1} hattı vardiya raporu`,
        content: contents[n % contents.length]!,
        type: 'gunluk',
        created_at: new Date(startMs + n * 60_000).toISOString(),
      })
      .execute();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  log(
    `${location.engine}: ${reportsWritten} reports written one INSERT each in ${(ms / 1000).toFixed(2)} s, ` +
      `${(ms / reportsWritten).toFixed(3)} ms a report with its search document`,
  );
  return { companyId, employerId, workerId: worker.id };
}

const ctxOf = (seed: FreshSeed, who: 'employer' | 'worker'): MemberCtx => {
  const role: Role = who === 'employer' ? 'isveren' : 'isci';
  const userId = who === 'employer' ? seed.employerId : seed.workerId;
  return {
    actor: { userId, companyId: seed.companyId, role, approved: true, companyStatus: 'active' },
    tokenVersion: 0,
  };
};

function checkSearch(results: unknown, q: string): string | undefined {
  const r = results as SearchResults;
  if (!r || !Array.isArray(r.reports)) return 'the answer has no report hits';
  const expected = q === absent ? 0 : 5;
  return r.reports.length === expected ? undefined : `expected ${expected} report hits, got ${r.reports.length}`;
}

function checkPage(list: unknown): string | undefined {
  if (!Array.isArray(list)) return 'the answer is not a list';
  const reports = list as Report[];
  if (reports.length !== reportLimits.pageSize)
    return `expected ${reportLimits.pageSize} reports, got ${reports.length}`;
  return reports.every((r) => matchesWords(searchWords(query), [r.title, r.content]))
    ? undefined
    : 'a report without the searched words';
}

const bearer = async (
  seed: FreshSeed,
  who: 'employer' | 'worker',
  tokens: Parameters<Caller<FreshSeed>['request']>[1],
) => {
  const token = await tokens.sign('vazife:user', { sub: ctxOf(seed, who).actor.userId, ver: 0 });
  return { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
};

/** GET /api/search?q=… as `who`; the no-HTTP twin is the route's service call. */
function searchCaller(name: string, who: 'employer' | 'worker', q: string): Caller<FreshSeed> {
  return {
    name,
    request: async (seed, tokens) => ({
      method: 'GET',
      path: `/api/search?q=${encodeURIComponent(q)}`,
      headers: await bearer(seed, who, tokens),
    }),
    checkBody: (status, body) => (status === 200 ? checkSearch(body, q) : `status ${status}`),
    operation: ({ db, location }, seed) => {
      const deps = { db, dialect: location.engine };
      const ctx = ctxOf(seed, who);
      return () => search(deps, ctx, q);
    },
    checkResult: (result) => checkSearch(result, q),
  };
}

/** GET /api/reports?q=… as `who` (first page); the no-HTTP twin is the route's service call. */
function listCaller(name: string, who: 'employer' | 'worker'): Caller<FreshSeed> {
  return {
    name,
    request: async (seed, tokens) => ({
      method: 'GET',
      path: `/api/reports?q=${encodeURIComponent(query)}`,
      headers: await bearer(seed, who, tokens),
    }),
    checkBody: (status, body) => (status === 200 ? checkPage(body) : `status ${status}`),
    operation: (target, seed) => {
      const deps = serviceDeps(target);
      const ctx = ctxOf(seed, who);
      return () => listReports(deps, ctx, { q: query });
    },
    checkResult: (result) => checkPage((result as Awaited<ReturnType<typeof listReports>>).items),
  };
}

export const searchFresh = defineScenario<FreshSeed>({
  name: 'search-fresh',
  describe: () =>
    `GET /api/search and GET /api/reports?q= in a new company whose one worker has written ` +
    `${reportsWritten.toLocaleString('en-US')} reports, on tables never analysed: "${query}" as the employer ` +
    `and as the worker, and a word no report holds`,
  seed: seedFresh,
  callers: [
    searchCaller('search', 'employer', query),
    searchCaller('search-worker', 'worker', query),
    searchCaller('search-absent', 'employer', absent),
    listCaller('reports-q', 'employer'),
    listCaller('reports-q-worker', 'worker'),
  ],
});

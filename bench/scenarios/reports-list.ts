import { foldTurkish, reportLimits, type Report } from '@vazife/contract';
import { DownloadGrants } from '../../apps/server/src/platform/download-grants.js';
import { InProcessBus } from '../../apps/server/src/platform/live-bus.js';
import { quietLog } from '../../apps/server/src/platform/deps.js';
import { LocalStorage } from '../../apps/server/src/platform/local-storage.js';
import { FilesService, ThumbnailQueue } from '../../apps/server/src/modules/files/index.js';
import { listReports, type ReportListInput } from '../../apps/server/src/modules/reports/index.js';
import { defineScenario, type Caller } from './scenario.js';
import { planted } from './search-data.js';
import { count, employerCtx, seedSearchCompany, type SearchSeed } from './search-seed.js';

const day = 24 * 3_600_000;
/** An Istanbul day as the filter takes it (YYYY-MM-DD), `daysAgo` before the newest report. */
const dayBefore = (seed: SearchSeed, daysAgo: number) =>
  new Date(Date.parse(seed.newestReportAt) - daysAgo * day + 3 * 3_600_000).toISOString().slice(0, 10);

/** The filter mixes the list's filter bar makes, each as the query string and the service's input. */
const mixes: { name: string; query: (seed: SearchSeed) => ReportListInput }[] = [
  { name: 'all', query: () => ({}) },
  // A month, a year back: the middle of the history, not its newest end.
  { name: 'range', query: (seed) => ({ from: dayBefore(seed, 395), to: dayBefore(seed, 365) }) },
  { name: 'type', query: () => ({ type: 'olay' }) },
  // A word in a quarter of the reports: the page is found among the newest few hundred.
  { name: 'q', query: () => ({ q: 'forklift' }) },
  // A word in five reports (search-data.ts `planted`): too rare for the newest window, the
  // search index finds them (reports.repo.ts `listReports`).
  { name: 'q-rare', query: () => ({ q: planted.rare.toLowerCase() }) },
];

/** How many reports a first page holds: a full page, or the planted few. */
const expected = (mix: string) => (mix === 'q-rare' ? planted.rareRows : reportLimits.pageSize);

/** A full first page, newest first, each report kept by the filter. */
function checkPage(list: unknown, mix: string, seed: SearchSeed): string | undefined {
  if (!Array.isArray(list)) return 'the answer is not a list';
  const reports = list as Report[];
  if (reports.length !== expected(mix)) return `expected ${expected(mix)} reports, got ${reports.length}`;
  if (mix === 'all' && reports[0]!.id !== seed.newestReportId) return 'the page does not start with the newest report';
  if (mix === 'type' && !reports.every((r) => r.type === 'olay')) return 'a report of another type';
  const text = mix === 'q' ? 'forklift' : mix === 'q-rare' ? planted.rare.toLowerCase() : undefined;
  // The list folds both texts as the search does (contract `foldTurkish`).
  if (text && !reports.every((r) => foldTurkish(`${r.title}\n${r.content}`).includes(foldTurkish(text))))
    return 'a report without the searched text';
  const newestFirst = reports.every((r, i) => i === 0 || reports[i - 1]!.created_at >= r.created_at);
  return newestFirst ? undefined : 'the page is not newest first';
}

/** GET /api/reports?… as the employer (who reads every report); the no-HTTP twin is the route's service call. */
function caller(mix: (typeof mixes)[number]): Caller<SearchSeed> {
  return {
    name: mix.name,
    async request(seed, tokens) {
      const token = await tokens.sign('vazife:user', { sub: seed.employerId, ver: 0 });
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
      const query = new URLSearchParams(mix.query(seed) as Record<string, string>).toString();
      return { method: 'GET', path: `/api/reports${query ? `?${query}` : ''}`, headers };
    },
    checkBody: (status, body, seed) => (status === 200 ? checkPage(body, mix.name, seed) : `status ${status}`),
    // The page query (reports and their authors' names) and the mapping with file links. Not
    // here: the token check, the actor lookup, query-string validation, serialising and HTTP.
    operation: ({ db, location }, seed) => {
      const deps = {
        db,
        dialect: location.engine,
        files: new FilesService(new LocalStorage(location.dataDir), new ThumbnailQueue(), quietLog),
        grants: new DownloadGrants('bench-no-http'),
        bus: new InProcessBus(),
      };
      const ctx = employerCtx(seed);
      const query = mix.query(seed);
      return () => listReports(deps, ctx, query);
    },
    checkResult: (result, seed) => {
      const { items, nextCursor } = result as Awaited<ReturnType<typeof listReports>>;
      const full = expected(mix.name) === reportLimits.pageSize;
      return full && !nextCursor ? 'no next page' : checkPage(items, mix.name, seed);
    },
  };
}

export const reportsList = defineScenario<SearchSeed>({
  name: 'reports-list',
  describe: ({ tasks, reports }) =>
    `GET /api/reports (first page, ${reportLimits.pageSize} newest) as the employer in one company of ` +
    `${count(reports)} reports and ${count(tasks)} tasks: no filter, a month a year back, one type, a common text, a rare one`,
  seed: seedSearchCompany,
  callers: mixes.map(caller),
});

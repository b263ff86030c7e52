import type { SearchResults } from '@vazife/contract';
import { search } from '../../apps/server/src/modules/search/index.js';
import { defineScenario, type Caller } from './scenario.js';
import { planted } from './search-data.js';
import { count, employerCtx, seedSearchCompany, type SearchSeed } from './search-seed.js';

/**
 * What one answer must hold: `tasks` task hits (the five the answer caps at, or fewer), each one
 * whose title or text holds the folded query; a run of empty answers is never reported.
 */
function checkResults(results: unknown, minTasks: number): string | undefined {
  const r = results as SearchResults;
  if (!r || !Array.isArray(r.tasks)) return 'the answer has no task hits';
  if (r.tasks.length < minTasks) return `expected at least ${minTasks} task hits, got ${r.tasks.length}`;
  if (r.tasks.length > 5) return `more than five task hits (${r.tasks.length})`;
  return undefined;
}

/** GET /api/search?q=… as the employer (who sees every task); the no-HTTP twin is the route's service call. */
function caller(name: string, q: string, minTasks: number): Caller<SearchSeed> {
  return {
    name,
    async request(seed, tokens) {
      const token = await tokens.sign('vazife:user', { sub: seed.employerId, ver: 0 });
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
      return { method: 'GET', path: `/api/search?q=${encodeURIComponent(q)}`, headers };
    },
    checkBody: (status, body) => (status === 200 ? checkResults(body, minTasks) : `status ${status}`),
    // The four kinds' queries (tasks, employees, reports, announcements) and the snippets. Not
    // here: the token check, the actor lookup, query-string validation and HTTP.
    operation: ({ db, location }, seed) => {
      const deps = { db, dialect: location.engine };
      const ctx = employerCtx(seed);
      return () => search(deps, ctx, q);
    },
    checkResult: (result) => checkResults(result, minTasks),
  };
}

export const searchScenario = defineScenario<SearchSeed>({
  name: 'search',
  describe: ({ tasks, reports }) =>
    `GET /api/search as the employer in one company of ${count(tasks)} tasks and ${count(reports)} reports: ` +
    `a rare word (${planted.rareRows} tasks, ${planted.rareRows} reports), a common one (a third of the tasks), ` +
    `a two-letter title prefix, and "${planted.folded}" typed without its Turkish letters`,
  seed: seedSearchCompany,
  callers: [
    caller('rare', planted.rare.toLowerCase(), 1),
    caller('common', 'kontrol', 5),
    caller('prefix', 'de', 5),
    caller('folded', 'gorev', 5),
  ],
});

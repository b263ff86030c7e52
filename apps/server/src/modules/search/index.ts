import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { searchRoutes } from './search.routes.js';
import type { SearchDeps } from './search.service.js';

const searchPlugin: FastifyPluginAsync = async (app) => {
  const deps: SearchDeps = { db: app.deps.database.db, dialect: app.deps.database.dialect.name };
  await app.register(searchRoutes(deps));
};

/** Search: one call over tasks, employees, reports and announcements, by the lists' own rules. */
export const searchModule = defineModule({ name: 'search', routes: searchPlugin });

// What the benchmarks measure without HTTP: the search as the route answers it.
export { search, type SearchDeps } from './search.service.js';
// The reports list's `q`, found as the search finds a report (reports.repo.ts).
export {
  indexedWords,
  lastOf,
  matchedObjects,
  newestFirst,
  newestWindow,
  rowMatch,
  withDocuments,
} from './search.repo.js';

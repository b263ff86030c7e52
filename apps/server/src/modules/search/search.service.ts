import {
  canListEmployees,
  errors,
  readsAllReports,
  searchLimits,
  searchWords,
  snippetOf,
  type SearchHit,
  type SearchResults,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import * as repo from './search.repo.js';

/** What the search works with (built in index.ts). */
export interface SearchDeps {
  db: Kysely<Database>;
  /** The index differs between the engines (search.repo.ts, `indexMatch`). */
  dialect: DialectName;
}

/**
 * The header's search: up to five of each kind whose title or body holds every word of the query
 * at the start of one of its words, both folded (contract `searchWords`, migration 0023), kept
 * only where the caller's list would show them: the task list's visibility, the employees list
 * (not for a worker), a worker's own reports or the company's, and every announcement. A query
 * without a letter or a digit finds nothing.
 */
export async function search(deps: SearchDeps, ctx: MemberCtx, q: string | undefined): Promise<SearchResults> {
  const text = (q ?? '').trim();
  if (text.length < searchLimits.queryMin) throw badRequest(errors.searchTooShort);
  const words = searchWords(text);
  if (!words.length) return { tasks: [], employees: [], reports: [], announcements: [] };
  const { db, dialect } = deps;
  const limit = searchLimits.perKind;
  const { actor } = ctx;
  const [tasks, employees, reports, announcements] = await Promise.all([
    repo.findTasks(db, ctx, dialect, words, limit),
    canListEmployees(actor) ? repo.findEmployees(db, ctx, dialect, words, limit) : [],
    repo.findReports(db, ctx, dialect, words, limit, readsAllReports(actor) ? undefined : actor.userId),
    repo.findAnnouncements(db, ctx, dialect, words, limit),
  ]);
  const hits = (rows: repo.FoundRow[]): SearchHit[] =>
    rows.map((row) => ({ id: row.id, title: row.title, snippet: snippetOf(row.body, words) }));
  return {
    tasks: hits(tasks),
    employees: hits(employees),
    reports: hits(reports),
    announcements: hits(announcements),
  };
}

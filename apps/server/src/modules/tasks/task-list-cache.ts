import type { FastifyInstance } from 'fastify';
import { keptAnswersOf, type CachedAnswer, type KeptAnswers } from '../../platform/answer-cache.js';
import type { VersionCounter } from '../../platform/version-counters.js';
import * as repo from './tasks.repo.js';

/**
 * The company's task list counter (migration 0003). Database triggers move it on every write to
 * tasks, their files and revisions, and on every change of a person's name, role or company, from
 * any server instance; the actor lookup reads it along on every signed-in call once the module
 * registers it (`taskListPages`).
 */
export const taskListCounter: VersionCounter = {
  name: 'taskListVersion',
  table: 'task_list_versions',
  column: 'version',
  keyedBy: 'company_id',
  fallback: '0',
};

/** A page of `GET /api/tasks/my`: the JSON array, its gzip, and the next page's cursor. */
export type TaskPage = CachedAnswer;

/**
 * Pages of `GET /api/tasks/my` as they were sent, so that a page asked for again (a phone's
 * refetch when the app regains focus, the 3 s polling while live updates are down) costs a lookup
 * instead of writing a hundred tasks' JSON (bench/README.md has the figures that justify it).
 *
 * A page is served only while two things hold, both checked on every call:
 * - the company's task list counter (`taskListCounter` below) is the one read before the page was
 *   built;
 * - the clock is before its expiry: the next change of the reader's download grant, of an
 *   `is_overdue` on the page, or of the day or week that its filter means (tasks.service.ts works
 *   these out).
 *
 * None when the configuration's budget is 0; then the counter is not registered either, and the
 * actor lookup does not read it.
 */
export function taskListPages(app: FastifyInstance, budgetMb: number): KeptAnswers | null {
  const kept = keptAnswersOf(budgetMb, taskListCounter, (ctx) => repo.listVersion(app.deps.database.db, ctx));
  if (kept) app.versionCounters.register(taskListCounter);
  return kept;
}

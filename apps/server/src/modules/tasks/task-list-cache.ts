import { AnswerCache, type CachedAnswer } from '../../platform/answer-cache.js';

/** A page of `GET /api/tasks/my`: the JSON array, its gzip, and the next page's cursor. */
export type TaskPage = CachedAnswer;

/**
 * Pages of `GET /api/tasks/my` as they were sent, so that a page asked for again (a phone's
 * refetch when the app regains focus, the 3 s polling while live updates are down) costs a lookup
 * instead of writing a hundred tasks' JSON.
 *
 * A page is served only while two things hold, both checked on every call:
 * - its company's counter in `task_list_versions` is the one read before the page was built.
 *   Database triggers move it on every write to tasks, their files and revisions, and on every
 *   change of a person's name, role or company, from any server instance;
 * - the clock is before its expiry: the next change of the reader's download grant, of an
 *   `is_overdue` on the page, or of the day or week that its filter means (the service works
 *   these out).
 *
 * Least recently used pages leave first once the pages reach `maxBytes` (platform/answer-cache.ts).
 */
export class TaskListCache extends AnswerCache {}

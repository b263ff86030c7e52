import type { VersionCounter } from '../../platform/version-counters.js';

/**
 * The company's task list counter (migration 0003). Database triggers move it on every write to
 * tasks, their files and revisions, and on every change of a person's name, role or company, from
 * any server instance; the actor lookup reads it along on every signed-in call once the module
 * registers it (task-list-cache.ts).
 */
export const taskListCounter: VersionCounter = {
  name: 'taskListVersion',
  table: 'task_list_versions',
  column: 'version',
  keyedBy: 'company_id',
  fallback: '0',
};

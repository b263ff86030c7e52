import type { CompanyValue } from '../../platform/auth.js';

/**
 * The company's task list counter (migration 0003), read along with the actor on every signed-in
 * call (one of the module's `counters`, index.ts): checking a cached task page then costs no
 * query of its own.
 */
export const taskListCounter: CompanyValue = {
  name: 'taskListVersion',
  table: 'task_list_versions',
  column: 'version',
  fallback: '0',
};

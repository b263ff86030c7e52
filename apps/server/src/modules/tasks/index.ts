import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { reminderJob } from './deadline-reminders.job.js';
import { registerTaskFileRules } from './task-files.service.js';
import { taskListPages } from './task-list-cache.js';
import { tasksRoutes } from './tasks.routes.js';
import type { TaskDeps } from './tasks.service.js';

/** When the configuration gives no interval (tests that build their own configuration). */
const defaultReminderIntervalMs = 60_000;

/** Its routes, and the read rule of its files (task images, evidence). */
const tasksPlugin: FastifyPluginAsync = async (app) => {
  const deps: TaskDeps = {
    db: app.deps.database.db,
    dialect: app.deps.database.dialect.name,
    files: app.files,
    grants: app.deps.grants,
    bus: app.deps.bus,
    // Each app its own kept pages; none when the configuration turns them off.
    listPages: taskListPages(app, app.deps.config.taskListCacheMb),
  };
  registerTaskFileRules(app.files, deps.db);
  await app.register(tasksRoutes(deps));
};

/**
 * Tasks: their routes and files; the deadline reminders (due within 24 hours, overdue) as a job of
 * the app's runner, written to the bell through the notifications module. Its kept list pages
 * register the company's task list counter (task-list-cache.ts).
 */
export const tasksModule = defineModule({
  name: 'tasks',
  routes: tasksPlugin,
  jobs: ({ bus, config }) => [reminderJob({ bus }, config.reminderIntervalMs ?? defaultReminderIntervalMs)],
});

// What other modules use of tasks: the dashboard's totals, and the task rules as SQL conditions.
export { taskTotals } from './tasks.service.js';
export {
  audienceOf,
  createdIn,
  dueIn,
  dueSoonAt,
  inThisWeekWindow,
  inTodayWindow,
  inWindow,
  isNotDone,
  isOpen,
  matchesFilter,
  overdueAfter,
  overdueAt,
  visibilityBranches,
  visibleTo,
  type AudienceTask,
  type Moment,
  type TaskCondition,
} from './task-conditions.js';

// What the benchmarks measure without HTTP: a page of the list as the route builds it.
export { listTasks, type TaskDeps } from './tasks.service.js';

// What the demo writes its tasks with (apps/server/src/cli/demo-tasks.ts).
export { tasksSeed } from './tasks-seed.service.js';

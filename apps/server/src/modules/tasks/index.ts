// What other modules and the app use of tasks.
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

// What other modules and the app use of tasks.
export { taskListCounter } from './task-list-counter.js';
export { taskTotals } from './tasks.service.js';

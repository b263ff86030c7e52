import { z } from './zod.js';
import { priority } from './enums.js';

export const deadlineStatuses = ['early', 'on_time', 'late', 'none'] as const;
export const deadlineStatus = z.enum(deadlineStatuses);
export type DeadlineStatus = z.infer<typeof deadlineStatus>;

export const employeeAnalytics = z.object({
  employee_id: z.string(),
  employee_name: z.string(),
  /** docs/product-rules.md#performance-analysis; null for a worker with no task at all. */
  performance_score: z.number().int().nullable(),
  /** Percent; null without any task. */
  completion_rate: z.number().nullable(),
  /** Percent of completed tasks with a deadline done early or on time; null while there is none. */
  on_time_rate: z.number().nullable(),
  completed_tasks: z.number().int(),
  total_tasks: z.number().int(),
  average_completion_time_hours: z.number().nullable(),
  tasks_this_month: z.number().int(),
  tasks_this_week: z.number().int(),
  early_completions: z.number().int(),
  on_time_completions: z.number().int(),
  late_completions: z.number().int(),
});
export type EmployeeAnalytics = z.infer<typeof employeeAnalytics>;

export const taskHistoryItem = z.object({
  task_id: z.string(),
  title: z.string(),
  completion_time_hours: z.number().nullable(),
  priority,
  deadline_status: deadlineStatus,
  deadline_difference_hours: z.number().nullable(),
  completed_at: z.string(),
});
export type TaskHistoryItem = z.infer<typeof taskHistoryItem>;
export const taskHistory = z.array(taskHistoryItem);

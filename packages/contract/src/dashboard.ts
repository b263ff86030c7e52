import { z } from './zod.js';

export const dashboardStats = z.object({
  total_tasks: z.number().int(),
  completed_tasks: z.number().int(),
  pending_tasks: z.number().int(),
  overdue_tasks: z.number().int(),
  total_employees: z.number().int(),
  pending_approvals: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

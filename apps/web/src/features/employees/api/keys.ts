export const employeeKeys = {
  all: ['employees'] as const,
  approved: () => [...employeeKeys.all, 'approved'] as const,
  pending: () => [...employeeKeys.all, 'pending'] as const,
  analytics: (id: string) => [...employeeKeys.all, 'analytics', id] as const,
  taskHistory: (id: string) => [...employeeKeys.all, 'analytics', id, 'task-history'] as const,
};

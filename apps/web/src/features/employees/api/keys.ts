export const employeeKeys = {
  all: ['employees'] as const,
  approved: () => [...employeeKeys.all, 'approved'] as const,
  pending: () => [...employeeKeys.all, 'pending'] as const,
};

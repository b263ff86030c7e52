export const adminKeys = {
  all: ['super-admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  twoFactor: () => [...adminKeys.all, 'two-factor'] as const,
};

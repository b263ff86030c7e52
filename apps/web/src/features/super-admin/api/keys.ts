export const adminKeys = {
  all: ['super-admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  revenue: () => [...adminKeys.all, 'revenue'] as const,
  companies: () => [...adminKeys.all, 'companies'] as const,
  plans: () => [...adminKeys.all, 'plans'] as const,
  purchases: (status?: string) => [...adminKeys.all, 'purchases', status ?? 'all'] as const,
  purchasesAll: () => [...adminKeys.all, 'purchases'] as const,
  bankAccounts: () => [...adminKeys.all, 'bank-accounts'] as const,
  paytr: () => [...adminKeys.all, 'paytr-settings'] as const,
  slider: () => [...adminKeys.all, 'slider'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  audit: (filters: object) => [...adminKeys.all, 'audit-log', filters] as const,
};

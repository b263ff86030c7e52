import { adminDashboard, type AdminDashboard } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** A 401 here signs the operator out (handled by the API client). */
export function fetchAdminDashboard(): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/api/super-admin/dashboard', {
    auth: 'admin',
    schema: import.meta.env.DEV ? adminDashboard : undefined,
  });
}

export const adminDashboardQuery = () =>
  queryOptions({ queryKey: adminKeys.dashboard(), queryFn: fetchAdminDashboard });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}

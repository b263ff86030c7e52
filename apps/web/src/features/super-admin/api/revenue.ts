import { revenueStats, type RevenueStats } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useRevenue() {
  return useQuery({
    queryKey: adminKeys.revenue(),
    queryFn: () =>
      apiRequest<RevenueStats>('/api/super-admin/stats/revenue', {
        auth: 'admin',
        schema: import.meta.env.DEV ? revenueStats : undefined,
      }),
  });
}

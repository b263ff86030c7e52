import { adminCompanyPage, type AdminCompanyPage, type SubscriptionStatus } from '@vazife/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface CompanyFilters {
  q: string;
  status: SubscriptionStatus | null;
  page: number;
}

export const companiesPageSize = 20;

export function useCompanies(filters: CompanyFilters) {
  const query = new URLSearchParams({ page: String(filters.page), page_size: String(companiesPageSize) });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.status) query.set('status', filters.status);
  return useQuery({
    queryKey: [...adminKeys.companies(), filters],
    queryFn: () =>
      apiRequest<AdminCompanyPage>(`/api/super-admin/companies?${query.toString()}`, {
        auth: 'admin',
        schema: import.meta.env.DEV ? adminCompanyPage : undefined,
      }),
    placeholderData: keepPreviousData,
  });
}

export type CompanyAction =
  | { id: string; kind: 'edit'; subscription_plan_id: string; subscription_end_date: string }
  | { id: string; kind: 'suspend' | 'activate' }
  | { id: string; kind: 'delete' };

function run(action: CompanyAction): Promise<unknown> {
  const base = `/api/super-admin/companies/${action.id}`;
  switch (action.kind) {
    case 'edit':
      return apiRequest(base, {
        method: 'PUT',
        auth: 'admin',
        body: {
          subscription_plan_id: action.subscription_plan_id,
          subscription_end_date: action.subscription_end_date,
        },
      });
    case 'suspend':
    case 'activate':
      return apiRequest(`${base}/${action.kind}`, { method: 'POST', auth: 'admin' });
    case 'delete':
      return apiRequest(base, { method: 'DELETE', auth: 'admin' });
  }
}

/** Edit, suspend, activate or delete a company; the list and the counts are read again after. */
export function useCompanyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.companies() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.revenue() });
    },
  });
}

import { planList, plan as planSchema, type Plan } from '@vazife/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** What the plan form sends: features one per line (the server drops blank lines and trims). */
export interface PlanRequest {
  name: string;
  description: string;
  price: string;
  max_users: string;
  features: string;
  is_active?: boolean;
}

export function usePlans() {
  return useQuery({
    queryKey: adminKeys.plans(),
    queryFn: () =>
      apiRequest<Plan[]>('/api/super-admin/plans', {
        auth: 'admin',
        schema: import.meta.env.DEV ? planList : undefined,
      }),
  });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PlanRequest | { is_active: boolean } }) =>
      apiRequest<Plan>(id ? `/api/super-admin/plans/${id}` : '/api/super-admin/plans', {
        method: id ? 'PUT' : 'POST',
        body,
        auth: 'admin',
        schema: import.meta.env.DEV ? planSchema : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.plans() }),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/super-admin/plans/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.plans() }),
  });
}

import { planList, type Plan } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /api/plans/active: the plans on sale, ordered here by price, cheapest first. */
export async function fetchActivePlans(signal?: AbortSignal): Promise<Plan[]> {
  const plans = await apiRequest<Plan[]>('/api/plans/active', {
    schema: import.meta.env.DEV ? planList : undefined,
    signal,
  });
  return [...plans].sort((a, b) => a.price - b.price);
}

export function useActivePlans() {
  return useQuery({ queryKey: subscriptionKeys.plans(), queryFn: ({ signal }) => fetchActivePlans(signal) });
}

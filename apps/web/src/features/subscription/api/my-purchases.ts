import { purchaseList, type Purchase } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /api/subscriptions/my-purchases: the company's purchases, newest first. */
export function fetchMyPurchases(signal?: AbortSignal): Promise<Purchase[]> {
  return apiRequest<Purchase[]>('/api/subscriptions/my-purchases', {
    schema: import.meta.env.DEV ? purchaseList : undefined,
    signal,
  });
}

export function useMyPurchases(options: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.purchases(),
    queryFn: ({ signal }) => fetchMyPurchases(signal),
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval ?? false,
  });
}

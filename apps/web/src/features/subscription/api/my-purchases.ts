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

/** How often to ask again, from the last answer: a result page polls while its payment waits. */
type Interval = number | false | ((purchases: Purchase[] | undefined) => number | false);

export function useMyPurchases(options: { enabled?: boolean; refetchInterval?: Interval } = {}) {
  const interval = options.refetchInterval ?? false;
  return useQuery({
    queryKey: subscriptionKeys.purchases(),
    queryFn: ({ signal }) => fetchMyPurchases(signal),
    enabled: options.enabled ?? true,
    refetchInterval: typeof interval === 'function' ? (query) => interval(query.state.data) : interval,
  });
}

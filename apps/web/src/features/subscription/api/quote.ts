import { purchaseQuote, type PurchaseQuote } from '@vazife/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/**
 * GET /api/subscriptions/quote: what buying a plan for some months costs and does now, as the
 * server prices it (the credit of an upgrade, where a cheaper plan's period would start).
 */
export function fetchPurchaseQuote(planId: string, months: number, signal?: AbortSignal): Promise<PurchaseQuote> {
  const query = new URLSearchParams({ plan_id: planId, duration_months: String(months) });
  return apiRequest<PurchaseQuote>(`/api/subscriptions/quote?${query.toString()}`, {
    schema: import.meta.env.DEV ? purchaseQuote : undefined,
    signal,
  });
}

/** The quote of the dialog's choice; the last one stays on screen while the next is asked for. */
export function usePurchaseQuote(planId: string, months: number) {
  return useQuery({
    queryKey: subscriptionKeys.quote(planId, months),
    queryFn: ({ signal }) => fetchPurchaseQuote(planId, months, signal),
    placeholderData: keepPreviousData,
  });
}

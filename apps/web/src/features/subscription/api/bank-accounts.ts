import { bankAccountList, type BankAccount } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKeys } from './keys';

/** GET /api/bank-accounts/active: the accounts a bank transfer may go to, in the operator's order. */
export function fetchActiveBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  return apiRequest<BankAccount[]>('/api/bank-accounts/active', {
    schema: import.meta.env.DEV ? bankAccountList : undefined,
    signal,
  });
}

export function useActiveBankAccounts(enabled = true) {
  return useQuery({
    queryKey: subscriptionKeys.bankAccounts(),
    queryFn: ({ signal }) => fetchActiveBankAccounts(signal),
    enabled,
  });
}

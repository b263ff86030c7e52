import { bankAccountList, bankAccount as bankAccountSchema, type BankAccount } from '@vazife/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export interface BankAccountRequest {
  bank_name: string;
  account_holder: string;
  iban: string;
  branch: string;
  display_order?: number | undefined;
  is_active?: boolean;
}

export function useBankAccounts() {
  return useQuery({
    queryKey: adminKeys.bankAccounts(),
    queryFn: () =>
      apiRequest<BankAccount[]>('/api/super-admin/bank-accounts', {
        auth: 'admin',
        schema: import.meta.env.DEV ? bankAccountList : undefined,
      }),
  });
}

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BankAccountRequest | { is_active: boolean } }) =>
      apiRequest<BankAccount>(id ? `/api/super-admin/bank-accounts/${id}` : '/api/super-admin/bank-accounts', {
        method: id ? 'PUT' : 'POST',
        body,
        auth: 'admin',
        schema: import.meta.env.DEV ? bankAccountSchema : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bankAccounts() }),
  });
}

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/super-admin/bank-accounts/${id}`, { method: 'DELETE', auth: 'admin' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.bankAccounts() }),
  });
}

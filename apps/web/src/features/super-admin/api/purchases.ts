import { purchaseList, purchase as purchaseSchema, type Purchase, type PurchaseStatus } from '@vazife/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function usePurchases(status: PurchaseStatus | null) {
  return useQuery({
    queryKey: adminKeys.purchases(status ?? undefined),
    queryFn: () =>
      apiRequest<Purchase[]>(`/api/super-admin/purchases${status ? `?status=${status}` : ''}`, {
        auth: 'admin',
        schema: import.meta.env.DEV ? purchaseList : undefined,
      }),
  });
}

type Decision =
  | { id: string; kind: 'approve'; notes: string }
  | { id: string; kind: 'reject'; rejection_reason: string }
  | { id: string; kind: 'invoice'; file: File };

function decide(decision: Decision): Promise<Purchase> {
  const base = `/api/super-admin/purchases/${decision.id}`;
  if (decision.kind === 'approve')
    return apiRequest(`${base}/approve`, {
      method: 'PUT',
      body: { notes: decision.notes },
      auth: 'admin',
      schema: import.meta.env.DEV ? purchaseSchema : undefined,
    });
  if (decision.kind === 'reject')
    return apiRequest(`${base}/reject`, {
      method: 'PUT',
      body: { rejection_reason: decision.rejection_reason },
      auth: 'admin',
      schema: import.meta.env.DEV ? purchaseSchema : undefined,
    });
  const form = new FormData();
  form.append('invoice', decision.file);
  return apiRequest(`${base}/upload-invoice`, {
    method: 'POST',
    body: form,
    auth: 'admin',
    schema: import.meta.env.DEV ? purchaseSchema : undefined,
  });
}

/** Approve, reject or attach the invoice; every list (each status filter) is read again after. */
export function usePurchaseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.purchasesAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.revenue() });
    },
  });
}

import {
  paytrPurchaseResponse,
  purchaseResponse,
  type PaymentMethod,
  type PaytrPurchaseResponse,
  type Purchase,
} from '@vazife/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/my-company';
import { subscriptionKeys } from './keys';

/** What the purchase dialog sends; blank optional fields are left out. */
export interface PurchaseValues {
  plan_id: string;
  duration_months: number;
  payment_method: PaymentMethod;
  invoice_company_name: string;
  invoice_tax_office: string;
  invoice_tax_number: string;
  invoice_address: string;
  bank_account_id: string;
  user_phone: string;
  notes: string;
}

/** The card call's answer (contract `paytrPurchaseResponse`): the frame, and whether it is in test mode. */
export type PaytrStart = PaytrPurchaseResponse;

function filled(values: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== ''),
  );
}

const invoiceOf = (values: PurchaseValues) => ({
  invoice_company_name: values.invoice_company_name,
  invoice_tax_office: values.invoice_tax_office,
  invoice_tax_number: values.invoice_tax_number,
  invoice_address: values.invoice_address,
});

/** The bank transfer's request, as sent and as the form checks it (purchase-validation.ts). */
export function bankTransferRequest(values: PurchaseValues) {
  return filled({
    plan_id: values.plan_id,
    duration_months: values.duration_months,
    payment_method: 'havale_eft',
    ...invoiceOf(values),
    bank_account_id: values.bank_account_id,
    notes: values.notes,
  });
}

/** The card purchase's request, as sent and as the form checks it. */
export function cardRequest(values: PurchaseValues) {
  return filled({
    plan_id: values.plan_id,
    duration_months: values.duration_months,
    ...invoiceOf(values),
    user_phone: values.user_phone,
  });
}

/** POST /api/subscriptions/purchase: a bank transfer, waiting for the operator's approval. */
export function purchaseByBankTransfer(values: PurchaseValues) {
  return apiRequest<{ message: string; purchase: Purchase }>('/api/subscriptions/purchase', {
    method: 'POST',
    body: bankTransferRequest(values),
    schema: import.meta.env.DEV ? purchaseResponse : undefined,
  });
}

/** POST /api/subscriptions/purchase-with-paytr: starts a card payment in PayTR's frame. */
export function purchaseByCard(values: PurchaseValues) {
  return apiRequest<PaytrStart>('/api/subscriptions/purchase-with-paytr', {
    method: 'POST',
    body: cardRequest(values),
    schema: import.meta.env.DEV ? paytrPurchaseResponse : undefined,
  });
}

/** After a purchase or a payment: the history, the company's plan and end date, and the prices, asked again. */
export function refreshSubscription(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionKeys.purchases() }),
    queryClient.invalidateQueries({ queryKey: [...subscriptionKeys.all, 'quote'] }),
    queryClient.invalidateQueries({ queryKey: companyKeys.my }),
  ]);
}

export type PurchaseResult =
  { kind: 'bank'; purchase: Purchase; message: string } | { kind: 'card'; start: PaytrStart };

export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...subscriptionKeys.all, 'purchase'],
    mutationFn: async (values: PurchaseValues): Promise<PurchaseResult> => {
      if (values.payment_method === 'kredi_karti') return { kind: 'card', start: await purchaseByCard(values) };
      const answer = await purchaseByBankTransfer(values);
      return { kind: 'bank', purchase: answer.purchase, message: answer.message };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.purchases() }),
  });
}

import { canManageCompany, type Purchase } from '@vazife/contract';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useMyPurchases } from '../api/my-purchases';
import { recalledCardPurchase } from './payment-frame';

/** While the card purchase waits for PayTR's notification, it is asked for this often. */
export const paymentPollMs = 1500;

/** Without the purchase remembered (another tab), the newest card purchase counts if it is this recent. */
const recentCardPurchaseMs = 2 * 60 * 60 * 1000;

/**
 * The card purchase a result page is about: the one whose frame was opened in this tab; else the
 * newest card purchase, if it was started within the last two hours (an older one is not this
 * payment: the page was opened from a bookmark, or long after).
 */
export function cardPurchaseOf(purchases: Purchase[] | undefined, remembered: string | null): Purchase | undefined {
  if (!purchases) return undefined;
  if (remembered) return purchases.find((purchase) => purchase.id === remembered);
  const newest = purchases.find((purchase) => purchase.payment_method === 'kredi_karti');
  return newest && Date.now() - Date.parse(newest.created_at) < recentCardPurchaseMs ? newest : undefined;
}

/** Where the payment stands, as the server says: the browser's arrival on a result page proves nothing. */
export type PaymentState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'error'; error: unknown }
  | { kind: 'waiting'; purchase: Purchase }
  | { kind: 'paid'; purchase: Purchase }
  | { kind: 'failed'; purchase: Purchase };

function stateOf(purchase: Purchase): PaymentState {
  if (purchase.status === 'onaylandi') return { kind: 'paid', purchase };
  if (purchase.status === 'beklemede') return { kind: 'waiting', purchase };
  return { kind: 'failed', purchase };
}

/**
 * The payment a result page (/payment-success, /payment-failed) is about, and its real state: the
 * employer's purchases are asked for, and again every 1.5 s while it waits for PayTR's signed
 * notification. Nobody else pays: for them, and without such a purchase, there is none.
 */
export function usePaymentPurchase(): PaymentState {
  const user = useSession()?.user;
  const employer = Boolean(user && canManageCompany({ role: user.role, approved: user.is_approved }));
  const [remembered] = useState(recalledCardPurchase);
  const purchases = useMyPurchases({
    enabled: employer,
    refetchInterval: (data) => (cardPurchaseOf(data, remembered)?.status === 'beklemede' ? paymentPollMs : false),
  });
  if (!employer) return { kind: 'none' };
  if (purchases.isPending) return { kind: 'loading' };
  if (purchases.isError) return { kind: 'error', error: purchases.error };
  const purchase = cardPurchaseOf(purchases.data, remembered);
  return purchase ? stateOf(purchase) : { kind: 'none' };
}

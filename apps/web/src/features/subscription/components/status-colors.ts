import type { PurchaseStatus, SubscriptionStatus } from '@vazife/contract';

export const subscriptionStatusColors: Record<SubscriptionStatus, string> = {
  active: 'green',
  expired: 'red',
  suspended: 'orange',
  cancelled: 'gray',
};

export const purchaseStatusColors: Record<PurchaseStatus, string> = {
  beklemede: 'yellow',
  onaylandi: 'green',
  reddedildi: 'red',
  iptal: 'gray',
};

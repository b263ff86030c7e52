export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  bankAccounts: () => [...subscriptionKeys.all, 'bank-accounts'] as const,
  purchases: () => [...subscriptionKeys.all, 'purchases'] as const,
  quote: (planId: string, months: number) => [...subscriptionKeys.all, 'quote', planId, months] as const,
};

import { kurusOf, purchaseTotalKurus } from '@vazife/contract';

/** TL as the whole web writes it: "1.497,00 TL" (lib/money.ts). */
export { formatTl } from '../../../lib/money';

/** The total of `months` at a monthly price, counted in kuruş (integers), never by float multiplication. */
export function totalTl(monthlyPrice: number, months: number): number {
  const kurus = kurusOf(monthlyPrice.toFixed(2)) ?? Math.round(monthlyPrice * 100);
  return purchaseTotalKurus(kurus, months) / 100;
}

/** 999999 users is the plans' mark for no limit. */
export const unlimitedUsers = 999_999;

export function isUnlimited(maxUsers: number | null | undefined): boolean {
  return maxUsers === null || maxUsers === undefined || maxUsers >= unlimitedUsers;
}

import { kurusOf, purchaseTotalKurus } from '@vazife/contract';

const tl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** TL with two decimals in the Turkish way, whatever the interface language: "1.497,00 TL". */
export function formatTl(amount: number): string {
  return `${tl.format(amount)} TL`;
}

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

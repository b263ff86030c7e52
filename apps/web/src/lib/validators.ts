import { limits } from '@vazife/contract';
import { z } from 'zod';

const emailSchema = z.email();

export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}

/** SRK followed by 8 digits (PRODUCT.md §2). */
export function isCompanyCode(value: string): boolean {
  return limits.companyCodePattern.test(value.trim().toUpperCase());
}

/** Company codes are typed in any case and kept upper case, without spaces. */
export function normalizeCode(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

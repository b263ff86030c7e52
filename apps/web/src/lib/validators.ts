import { limits } from '@vazife/contract';
import { regexes } from 'zod/v4/core';

/** The pattern behind the contract's `z.email()`, without building a schema on the sign-in page. */
export function isEmail(value: string): boolean {
  return regexes.email.test(value.trim());
}

/** SRK followed by 8 digits (contract `limits.companyCodePattern`). */
export function isCompanyCode(value: string): boolean {
  return limits.companyCodePattern.test(value.trim().toUpperCase());
}

/** Company codes are typed in any case and kept upper case, without spaces. */
export function normalizeCode(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '');
}

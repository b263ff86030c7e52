import { randomInt } from 'node:crypto';

/** SRK + 8 random digits: not sequential, so a code says nothing about other companies. */
export function newCompanyCode(): string {
  return `SRK${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

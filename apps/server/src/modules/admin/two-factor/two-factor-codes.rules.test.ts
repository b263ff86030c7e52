import { describe, expect, it } from 'vitest';
import { recoveryCode } from '@vazife/contract';
import { codeAt, newRecoveryCodes, newTotpSecret, recoveryCodeHash, stepOfCode } from './two-factor-codes.rules.js';

describe('two-factor codes', () => {
  it('matches the RFC 6238 SHA-1 test vectors (6 digits)', () => {
    // RFC 6238, appendix B: the secret is ASCII "12345678901234567890".
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(secret, 59_000)).toBe('287082');
    expect(codeAt(secret, 1_111_111_109_000)).toBe('081804');
    expect(codeAt(secret, 2_000_000_000_000)).toBe('279037');
  });

  it('takes a code of the step before or after, and no further', () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    expect(stepOfCode(secret, codeAt(secret, now), now)).toBe(step);
    expect(stepOfCode(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(stepOfCode(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(stepOfCode(secret, codeAt(secret, now - 60_000), now)).toBeUndefined();
    expect(stepOfCode(secret, codeAt(secret, now + 60_000), now)).toBeUndefined();
  });

  it('makes ten distinct recovery codes the contract reads, hashed as it reads them', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      const read = recoveryCode.parse(` ${code.toUpperCase()} `);
      expect(recoveryCodeHash(read)).toBe(recoveryCodeHash(code));
    }
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});

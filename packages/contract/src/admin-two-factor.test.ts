import { describe, expect, it } from 'vitest';
import {
  adminLoginAnswer,
  adminTwoFactorLoginInput,
  recoveryCode,
  totpCode,
  twoFactorDisableInput,
} from './admin-two-factor.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the operator’s two-factor shapes', () => {
  it('reads a code with the spaces apps show, and refuses anything but six digits', () => {
    expect(totpCode.parse(' 123 456 ')).toBe('123456');
    expect(firstMessage(totpCode.safeParse(''))).toBe('Doğrulama kodu zorunludur');
    for (const bad of ['12345', '1234567', '12345a', '١٢٣٤٥٦'])
      expect(firstMessage(totpCode.safeParse(bad)), bad).toBe('Doğrulama kodu 6 haneli bir sayı olmalı');
  });

  it('reads a recovery code in any case, with or without dashes', () => {
    expect(recoveryCode.parse('ABCD-EFGH-JKMN-PQRS')).toBe('abcdefghjkmnpqrs');
    expect(recoveryCode.parse(' abcd efgh jkmn pqrs ')).toBe('abcdefghjkmnpqrs');
    expect(firstMessage(recoveryCode.safeParse(''))).toBe('Kurtarma kodu zorunludur');
    expect(firstMessage(recoveryCode.safeParse('abcd-efgh-jkmn-pqr0'))).toBe('Kurtarma kodu geçersiz');
  });

  it('takes either a code or a recovery code, not both nor neither', () => {
    const both = { challenge_token: 'abc', code: '123456', recovery_code: 'abcd-efgh-jkmn-pqrs' };
    expect(firstMessage(adminTwoFactorLoginInput.safeParse(both))).toBe(
      'Doğrulama kodunu ya da bir kurtarma kodunu girin',
    );
    expect(adminTwoFactorLoginInput.safeParse({ challenge_token: 'abc' }).success).toBe(false);
    expect(adminTwoFactorLoginInput.parse({ challenge_token: 'abc', code: '123456' })).toEqual({
      challenge_token: 'abc',
      code: '123456',
    });
    expect(firstMessage(twoFactorDisableInput.safeParse({ code: '123456' }))).toBe('Şifre zorunludur');
  });

  it('answers the sign-in with a session or a challenge', () => {
    expect(
      adminLoginAnswer.safeParse({ two_factor_required: true, challenge_token: 'abc', expires_in: 300 }).success,
    ).toBe(true);
    expect(
      adminLoginAnswer.safeParse({
        access_token: 't',
        token_type: 'bearer',
        admin: { id: 'a', username: 'b', created_at: 'c' },
      }).success,
    ).toBe(true);
    expect(adminLoginAnswer.safeParse({ two_factor_required: false }).success).toBe(false);
  });
});

import { z } from './zod.js';
import { adminLoginResponse } from './admin.js';
import { errors } from './errors.js';

/**
 * The operator's two-factor sign-in (docs/operator-security.md): a time-based code (TOTP, 6 digits,
 * 30 seconds) from an authenticator app, or one of ten one-time recovery codes.
 */

/** How many recovery codes enabling (or regenerating) hands out. */
export const recoveryCodeCount = 10;
/** How long the sign-in's second step may wait for its code. */
export const twoFactorChallengeSeconds = 300;

/** Six digits; spaces (as apps show "123 456") are dropped. */
export const totpCode = z
  .string({ error: 'Doğrulama kodu zorunludur' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'Doğrulama kodu zorunludur' })
      .regex(/^\d{6}$/, { error: 'Doğrulama kodu 6 haneli bir sayı olmalı' }),
  );

/** A recovery code as handed out (`abcd-efgh-jkmn-pqrs`); case, spaces and dashes do not matter. */
export const recoveryCode = z
  .string({ error: 'Kurtarma kodu zorunludur' })
  .max(64, { error: 'Kurtarma kodu geçersiz' })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: 'Kurtarma kodu zorunludur' })
      .regex(/^[a-z2-7]{16}$/, { error: 'Kurtarma kodu geçersiz' }),
  );

/** Either a current code or a recovery code, not both: what a second step and disabling take. */
const codeFields = { code: totpCode.optional(), recovery_code: recoveryCode.optional() };
const oneCode = (v: { code?: string | undefined; recovery_code?: string | undefined }) =>
  (v.code === undefined) !== (v.recovery_code === undefined);
const oneCodeProblem = () => ({ error: 'Doğrulama kodunu ya da bir kurtarma kodunu girin', path: ['code'] });

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** A setup was started and awaits its first code. */
  pending: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSetup = z.object({
  /** The shared secret in base32, for typing it into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code: an SVG image as a data URL. */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const twoFactorCodeInput = z.object({ code: totpCode });
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInput>;

export const twoFactorRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodes>;

/**
 * Turning two-factor on ends every token issued before (a stolen one must not outlive it): the
 * answer carries the recovery codes and the operator's new token, which the console keeps.
 */
export const twoFactorEnabled = twoFactorRecoveryCodes.extend({ access_token: z.string() });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;

export const twoFactorDisableInput = z
  .object({
    password: z.string({ error: 'Şifre zorunludur' }).min(1, { error: 'Şifre zorunludur' }).max(128),
    ...codeFields,
  })
  .refine(oneCode, oneCodeProblem());
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableInput>;

/** The sign-in's answer when the password was right and a code is still needed. */
export const adminTwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
  expires_in: z.number().int(),
});
export type AdminTwoFactorChallenge = z.infer<typeof adminTwoFactorChallenge>;

/** POST /api/super-admin/login: a session, or (two-factor on) the challenge of the second step. */
export const adminLoginAnswer = z.union([adminLoginResponse, adminTwoFactorChallenge]);
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswer>;

export const adminTwoFactorLoginInput = z
  .object({
    challenge_token: z
      .string({ error: errors.twoFactorChallengeExpired })
      .min(1, { error: errors.twoFactorChallengeExpired })
      .max(200, { error: errors.twoFactorChallengeExpired })
      .regex(/^[\w-]+$/, { error: errors.twoFactorChallengeExpired }),
    ...codeFields,
  })
  .refine(oneCode, oneCodeProblem());
export type AdminTwoFactorLoginInput = z.input<typeof adminTwoFactorLoginInput>;

import { z } from './zod.js';
import { email, newPassword, optionalText, password, requiredText } from './common.js';
import { role } from './enums.js';
import { limits } from './limits.js';

export const userPublic = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role,
  company_id: z.string().nullable(),
  is_approved: z.boolean(),
  can_create_groups: z.boolean(),
  pinned_conversations: z.array(z.string()),
  created_at: z.string(),
});
export type UserPublic = z.infer<typeof userPublic>;

/**
 * `GET /api/auth/me`: the user, and the name of the company they belong to or wait to join. A
 * pending person may call no company route, yet their waiting screen names the company.
 */
export const currentUserResponse = userPublic.extend({
  company_name: z.string().nullable(),
  /**
   * Staff in no company whose last request to join was rejected: that company's name, so that the
   * join screen says so (they may ask another company at once); null otherwise.
   */
  join_rejected_by: z.string().nullable(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponse>;

/**
 * Both registration shapes in one: `reference_code` (login screen) and `company_code` (/register)
 * are the same company code (docs/product-rules.md#registration-joining-and-approval).
 */
export const registerInput = z.object({
  name: requiredText('Ad soyad zorunludur', limits.nameMax),
  email,
  password,
  role: role.default('isci'),
  phone: optionalText(limits.phoneMax),
  company_code: optionalText(20),
  reference_code: optionalText(20),
  company_name: optionalText(limits.companyNameMax),
  /** Set by the /register screen, where staff must give a code; the login tab may omit it. */
  require_company_code: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});
export type RegisterInput = z.input<typeof registerInput>;

export const registerResponse = z.object({
  message: z.string(),
  user: userPublic,
  company_id: z.string().nullable(),
});

export const loginInput = z.object({
  email,
  password: z.string({ error: 'Şifre zorunludur' }).min(1, { error: 'Şifre zorunludur' }).max(limits.passwordMax),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: userPublic,
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const updateProfileInput = z.object({
  name: requiredText('Ad soyad zorunludur', limits.nameMax),
  email,
  phone: optionalText(limits.phoneMax),
});
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  current_password: z
    .string({ error: 'Mevcut şifre zorunludur' })
    .min(1, { error: 'Mevcut şifre zorunludur' })
    .max(limits.passwordMax),
  new_password: newPassword('Yeni şifre zorunludur', `Yeni şifre en az ${limits.passwordMin} karakter olmalı`),
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** A new token is handed back: changing the password revokes every earlier one. */
export const changePasswordResponse = z.object({
  message: z.string(),
  access_token: z.string(),
  token_type: z.literal('bearer'),
});

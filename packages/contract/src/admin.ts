import { z } from './zod.js';
import { newPassword, textProblem } from './common.js';

export const adminLoginInput = z.object({
  username: z
    .string({ error: 'Kullanıcı adı zorunludur' })
    .trim()
    .min(1, { error: 'Kullanıcı adı zorunludur' })
    .max(100)
    .refine((v) => !textProblem(v), { error: 'Kullanıcı adı geçersiz' }),
  password: z.string({ error: 'Şifre zorunludur' }).min(1, { error: 'Şifre zorunludur' }).max(128),
});
export type AdminLoginInput = z.input<typeof adminLoginInput>;

export const adminPublic = z.object({ id: z.string(), username: z.string(), created_at: z.string() });
export type AdminPublic = z.infer<typeof adminPublic>;

export const adminLoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  admin: adminPublic,
});

export const adminDashboard = z.object({
  total_companies: z.number().int(),
  new_companies_this_week: z.number().int(),
  active_companies: z.number().int(),
  expired_companies: z.number().int(),
  total_users: z.number().int(),
  plan_distribution: z.array(z.object({ id: z.string().nullable(), name: z.string(), count: z.number().int() })),
});
export type AdminDashboard = z.infer<typeof adminDashboard>;

/** An operator's password (command line, ADMIN_PASSWORD): every password's rules, and 8 characters. */
export const operatorPassword = newPassword('Şifre zorunludur', 'Şifre en az 8 karakter olmalı').min(8, {
  error: 'Şifre en az 8 karakter olmalı',
});

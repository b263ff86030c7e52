import { z } from './zod.js';
import { limits } from './limits.js';

/** Trims, then requires a non-blank string: the seeds reject blank titles, names and notes. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `En fazla ${max} karakter girilebilir` });
}

/** An optional text: blank becomes undefined, so that a form's empty field means "not given". */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `En fazla ${max} karakter girilebilir` })
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v));
}

export const email = z
  .string({ error: 'E-posta zorunludur' })
  .trim()
  .min(1, { error: 'E-posta zorunludur' })
  .max(limits.emailMax)
  .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' }));

export const password = z
  .string({ error: 'Şifre zorunludur' })
  .min(limits.passwordMin, { error: `Şifre en az ${limits.passwordMin} karakter olmalı` })
  .max(limits.passwordMax, { error: `Şifre en fazla ${limits.passwordMax} karakter olabilir` });

export const companyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(limits.companyCodePattern, { error: 'Şirket kodu geçersiz. Kod SRK ve 8 rakamdan oluşur.' });

export const id = z.string().min(1).max(64);
export const idParams = z.object({ id });

export const isoDateTime = z.string().describe('ISO 8601 zamanı, saat dilimiyle');

/** Form bodies carry booleans as text ("true", "1", "on"). */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on'),
]);

export const messageResponse = z.object({ message: z.string() });

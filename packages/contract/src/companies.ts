import { z } from './zod.js';
import { userPublic } from './auth.js';
import { companyCode, optionalText, requiredText } from './common.js';
import { messagingMode, subscriptionStatus } from './enums.js';
import { limits } from './limits.js';

export const createCompanyInput = z.object({
  name: requiredText('Şirket adı zorunludur', limits.companyNameMax),
  description: optionalText(limits.companyDescriptionMax, { lines: true }),
});
export type CreateCompanyInput = z.input<typeof createCompanyInput>;

export const company = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Shown to the employer only; null for everyone else. */
  code: z.string().nullable(),
  owner_id: z.string(),
  subscription_status: subscriptionStatus,
  subscription_plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  is_trial: z.boolean(),
  subscription_end_date: z.string().nullable(),
  /** null means no seat limit. */
  max_users: z.number().int().nullable(),
  user_count: z.number().int(),
  messaging_mode: messagingMode,
  created_at: z.string(),
});
export type Company = z.infer<typeof company>;

export const createCompanyResponse = z.object({ message: z.string(), company_id: z.string(), company });

export const joinCompanyInput = z.object({ company_code: companyCode });
export type JoinCompanyInput = z.input<typeof joinCompanyInput>;

export const joinCompanyResponse = z.object({ message: z.string(), user: userPublic });

export const regenerateCodeResponse = z.object({ code: z.string() });

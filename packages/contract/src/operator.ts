import { z } from './zod.js';
import {
  asIdOf,
  dateInput,
  email,
  formBoolean,
  id,
  idOf,
  isoDateTime,
  isIsoDateTime,
  looksBlank,
  optionalText,
  requiredText,
  textProblem,
  type TextOptions,
} from './common.js';
import { subscriptionStatus } from './enums.js';
import { errors } from './errors.js';
import { platformSettings } from './platform.js';

/**
 * The operator's console beyond plans, bank accounts and purchases (subscriptions.ts): the
 * companies, the revenue, the login slider, the platform's branding and the audit log. Every call
 * needs the operator's token.
 */
export const operatorLimits = {
  /** Rows a console page shows unless it asks for another size. */
  pageSizeDefault: 20,
  pageSizeMax: 100,
  searchMax: 100,
  /** Days a subscription runs when the operator's edit leaves the end date blank. */
  defaultEditDays: 30,
  slideTitleMax: 150,
  slideDescriptionMax: 500,
  slideOrderMax: 10_000,
  platformNameMax: 100,
  /** Months of the revenue chart, the current month the last. */
  revenueMonths: 12,
  /** A new company's trial, in days (platform setting `trial_days`). */
  trialDaysMax: 365,
} as const;

const page = z.coerce
  .number({ error: 'Sayfa bir sayı olmalı' })
  .int({ error: 'Sayfa tam sayı olmalı' })
  .min(1, { error: 'Sayfa en az 1 olmalı' })
  .max(1_000_000)
  .default(1);
const pageSize = z.coerce
  .number({ error: 'Sayfa boyutu bir sayı olmalı' })
  .int({ error: 'Sayfa boyutu tam sayı olmalı' })
  .min(1, { error: 'Sayfa boyutu en az 1 olmalı' })
  .max(operatorLimits.pageSizeMax, { error: `Sayfa boyutu en fazla ${operatorLimits.pageSizeMax} olabilir` })
  .default(operatorLimits.pageSizeDefault);

/** A page of a console list: its rows, how many rows match in all, and which page this is. */
function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

// ---------------------------------------------------------------------------------------------
// Revenue

export const revenueMonth = z.object({
  /** The month in Istanbul, `YYYY-MM`. */
  month: z.string(),
  /** Approved purchases' total that month, in TL with two decimals. */
  revenue: z.number(),
  /** Approved purchases that month. */
  purchases: z.number().int(),
});
export type RevenueMonth = z.infer<typeof revenueMonth>;

/**
 * GET /api/super-admin/stats/revenue. A purchase counts in the month (Europe/Istanbul) it was
 * approved; `months` holds the last twelve months, oldest first, the current month last.
 */
export const revenueStats = z.object({
  /** This month's approved purchases' total, in TL. */
  monthly_revenue: z.number(),
  /** Companies whose subscription is active and not past its end date. */
  active_subscriptions: z.number().int(),
  months: z.array(revenueMonth),
});
export type RevenueStats = z.infer<typeof revenueStats>;

// ---------------------------------------------------------------------------------------------
// Companies

/** A company as the operator sees it. */
export const adminCompany = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  /** The plan's name; null on the trial (no plan yet). */
  plan_name: z.string().nullable(),
  subscription_plan_id: z.string().nullable(),
  /** Everyone of the company, pending people included. */
  user_count: z.number().int(),
  /** The plan's seat limit (999999: no limit); null while no plan applies. */
  max_users: z.number().int().nullable(),
  subscription_status: subscriptionStatus,
  subscription_end_date: z.string().nullable(),
  is_trial: z.boolean(),
  created_at: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompany>;
export const adminCompanyPage = pageOf(adminCompany);
export type AdminCompanyPage = z.infer<typeof adminCompanyPage>;

/** Search by the company's name, its code or its owner's name or e-mail; newest companies first. */
export const adminCompanyQuery = z.object({
  q: optionalText(operatorLimits.searchMax),
  status: subscriptionStatus.optional(),
  page,
  page_size: pageSize,
});
export type AdminCompanyQuery = z.output<typeof adminCompanyQuery>;

export const companyIdParams = z.object({ id: idOf('company') });

/** A form's blank field is "not given". */
const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The operator's edit of a company's subscription: the plan is required; the end date is an ISO
 * instant (or a day, read as that day's end in Istanbul), and blank means 30 days from now. A past
 * end date ends the subscription at once.
 */
export const updateAdminCompanyInput = z.object({
  subscription_plan_id: idOf('plan', 'Lütfen bir paket seçin'),
  subscription_end_date: z.preprocess(
    blankAsUndefined,
    z
      .string({ error: errors.invalidDateTime })
      .trim()
      .refine((v) => isIsoDateTime(v) || dateInput.safeParse(v).success, { error: errors.invalidDateTime })
      .optional(),
  ),
});
export type UpdateAdminCompanyInput = z.output<typeof updateAdminCompanyInput>;

// ---------------------------------------------------------------------------------------------
// Login slider

/** A slide as the operator sees it (the public list: platform.ts `sliderItem`). */
export const adminSlide = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  order: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
});
export type AdminSlide = z.infer<typeof adminSlide>;
export const adminSlideList = z.array(adminSlide);

const slideOrder = z.coerce
  .number({ error: 'Sıra bir sayı olmalı' })
  .int({ error: 'Sıra tam sayı olmalı' })
  .min(0, { error: 'Sıra en az 0 olmalı' })
  .max(operatorLimits.slideOrderMax, { error: `Sıra en fazla ${operatorLimits.slideOrderMax} olabilir` });

/** The text fields of POST /api/super-admin/slider/upload (multipart, with `file`: JPG, PNG, WebP or GIF). */
export const slideUploadFields = z.object({
  title: optionalText(operatorLimits.slideTitleMax),
  description: optionalText(operatorLimits.slideDescriptionMax, { lines: true }),
  order: z.preprocess(blankAsUndefined, slideOrder.default(0)),
});
export type SlideUploadFields = z.output<typeof slideUploadFields>;

/**
 * The text fields of POST /api/super-admin/purchases/{id}/upload-invoice (multipart, with
 * `invoice`: the invoices area's file rules): none; the web's form checks with it as every form does.
 */
export const invoiceUploadFields = z.object({});

/** A text an edit may clear: left out, it stays; blank, it becomes null. */
function clearableText(max: number, options: TextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, { error: `En fazla ${max} karakter girilebilir` })
    .superRefine((value, ctx) => {
      const problem = textProblem(value, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
    })
    .transform((v) => (looksBlank(v) ? null : v))
    .optional();
}

/** PUT /api/super-admin/slider/{id}: the fields sent change; a blank title or description clears it. */
export const updateSlideInput = z.object({
  title: clearableText(operatorLimits.slideTitleMax),
  description: clearableText(operatorLimits.slideDescriptionMax, { lines: true }),
  order: slideOrder.optional(),
  active: formBoolean.optional(),
});
export type UpdateSlideInput = z.output<typeof updateSlideInput>;

export const slideIdParams = z.object({ id: idOf('slide') });

// ---------------------------------------------------------------------------------------------
// Platform settings

const hexColor = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: message })
    .transform((v) => v.toUpperCase());

const trialDaysMessage = `Deneme süresi 0 ile ${operatorLimits.trialDaysMax} gün arasında bir tam sayı olmalı`;

/**
 * The text fields of PUT /api/super-admin/settings (multipart, with an optional `logo`: PNG or
 * JPG up to 2 MB, and an optional `favicon`: ICO or PNG). A field left out keeps its value; a
 * blank support e-mail or phone clears it.
 */
export const platformSettingsFields = z.object({
  platform_name: requiredText('Platform adı zorunludur', operatorLimits.platformNameMax).optional(),
  primary_color: hexColor('Ana renk #RRGGBB biçiminde olmalı (ör. #3B82F6)').optional(),
  secondary_color: hexColor('İkincil renk #RRGGBB biçiminde olmalı (ör. #8B5CF6)').optional(),
  support_email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.union([z.literal(''), email]).optional(),
  ),
  support_phone: z
    .string()
    .trim()
    .max(30, { error: 'En fazla 30 karakter girilebilir' })
    .regex(/^[0-9+()\s-]*$/, { error: 'Destek telefonu yalnızca rakam, boşluk, +, - ve parantez içerebilir' })
    .optional(),
  /** A new company's trial; companies already made keep theirs. */
  trial_days: z.coerce
    .number({ error: trialDaysMessage })
    .int({ error: trialDaysMessage })
    .min(0, { error: trialDaysMessage })
    .max(operatorLimits.trialDaysMax, { error: trialDaysMessage })
    .optional(),
  /** "true" removes the stored logo (or favicon) when no new one is sent. */
  remove_logo: formBoolean.optional(),
  remove_favicon: formBoolean.optional(),
});
export type PlatformSettingsFields = z.output<typeof platformSettingsFields>;

/** The operator's view of the settings: the public branding and what only the operator sees. */
export const operatorPlatformSettings = platformSettings.extend({ trial_days: z.number().int() });
export type OperatorPlatformSettings = z.infer<typeof operatorPlatformSettings>;

// ---------------------------------------------------------------------------------------------
// Audit log

export const auditEntityKinds = [
  'company',
  'plan',
  'purchase',
  'bank_account',
  'slide',
  'platform_settings',
  'paytr_settings',
  /** An operator's own account: its sign-ins and its two-factor (docs/operator-security.md). */
  'operator',
] as const;
export const auditEntityKind = z.enum(auditEntityKinds);
export type AuditEntityKind = z.infer<typeof auditEntityKind>;

export const auditActions = [
  'create',
  'update',
  'delete',
  'suspend',
  'activate',
  'approve',
  'reject',
  'upload_invoice',
  // An operator's account (kind `operator`): its sign-ins, the lockout after failed ones, and its
  // two-factor turned on, off (in the console, or from the server's command line: `reset`) and its
  // recovery codes made again.
  'sign_in',
  'sign_in_failed',
  'sign_in_locked',
  'two_factor_enable',
  'two_factor_disable',
  'two_factor_reset',
  'recovery_codes_regenerate',
] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

/** A JSON object of the changed fields (never a secret): before and after. */
const auditValues = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.string(),
  /** The operator who acted; null once that operator is gone (the username stays). */
  operator_id: z.string().nullable(),
  operator_username: z.string(),
  entity_kind: auditEntityKind,
  entity_id: z.string(),
  /** The object's name when it was changed (a company's or plan's name), for reading the log. */
  entity_label: z.string().nullable(),
  action: auditAction,
  before: auditValues,
  after: auditValues,
  created_at: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLogPage = pageOf(auditEntry);
export type AuditLogPage = z.infer<typeof auditLogPage>;

/** Filters of GET /api/super-admin/audit-log; `from` and `to` are days (Istanbul), both included. */
export const auditLogQuery = z
  .object({
    entity_kind: auditEntityKind.optional(),
    /** One object's history (a company's, a plan's…); the settings' entries carry `1`. */
    entity_id: asIdOf(id.optional(), ['company', 'plan', 'purchase', 'bank_account', 'slide']),
    action: auditAction.optional(),
    /** The operator's username. */
    operator: optionalText(100),
    from: dateInput.optional(),
    to: dateInput.optional(),
    page,
    page_size: pageSize,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: errors.dateRangeReversed, path: ['to'] });
export type AuditLogQuery = z.output<typeof auditLogQuery>;

import { z } from './zod.js';
import { asIdOf, formBoolean, id, idOf, optionalText, requiredText } from './common.js';
import { paymentMethod, purchaseStatus } from './enums.js';
import { errors } from './errors.js';
import { isPhoneNumber, isTaxNumber, normalizeTaxNumber, phoneMax } from './invoice-fields.js';

/** Lengths and choices of plans, bank accounts and purchases. */
export const subscriptionLimits = {
  /** The months a purchase may buy. */
  durations: [1, 3, 6, 12] as const,
  nameMax: 100,
  descriptionMax: 1_000,
  featureMax: 200,
  featuresMax: 30,
  /** A monthly price, in TL: a million is more than any plan. */
  priceMaxTl: 1_000_000,
  maxUsersMax: 999_999,
  textMax: 200,
  addressMax: 500,
  notesMax: 1_000,
} as const;

/** An IBAN without its spaces, in capitals, as it is stored and shown. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A Turkish IBAN: TR and 24 digits, whose ISO 13616 check digits (mod 97) hold. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^TR\d{24}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/**
 * TL as text or a number ("499", "499.9", 499.90) into kuruş, read digit by digit, never through a
 * float's multiplication; undefined for anything else (more than two decimals, a sign, a letter).
 */
export function kurusOf(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim().replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Kuruş as TL for an answer (499.9 for 49 990): an integer divided once, exact to two decimals. */
export function tlOf(kurus: number): number {
  return kurus / 100;
}

/** A purchase's total: the monthly price × months, in kuruş (integers: exact). */
export function purchaseTotalKurus(monthlyKurus: number, months: number): number {
  return monthlyKurus * months;
}

const tlFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kuruş as a Turkish text for a message: 27 600 → "276,00 TL". */
export function tlTextOf(kurus: number): string {
  return `${tlFormat.format(kurus / 100)} TL`;
}

const price = z.union([z.number(), z.string()], { error: 'Fiyat zorunludur' }).transform((value, ctx) => {
  const kurus = kurusOf(value);
  if (kurus === undefined || kurus > subscriptionLimits.priceMaxTl * 100) {
    ctx.addIssue({ code: 'custom', message: 'Fiyat en fazla iki ondalıklı, sıfır ya da pozitif bir TL tutarı olmalı' });
    return z.NEVER;
  }
  return kurus;
});

const maxUsers = z.coerce
  .number({ error: 'Kullanıcı sınırı zorunludur' })
  .int({ error: 'Kullanıcı sınırı tam sayı olmalı' })
  .min(1, { error: 'Kullanıcı sınırı en az 1 olmalı' })
  .max(subscriptionLimits.maxUsersMax, { error: 'Sınırsız için 999999 girin' });

/**
 * Features as a list, or as text one per line (a form's textarea) or a JSON list: blank lines are
 * dropped, each line trimmed.
 */
const features = z.union([z.array(z.string()), z.string()]).transform((value, ctx) => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = value.trim().startsWith('[') ? JSON.parse(value) : value.split('\n');
    } catch {
      list = undefined;
    }
  }
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'string')) {
    ctx.addIssue({ code: 'custom', message: 'Özellikler bir liste ya da satır satır metin olmalı' });
    return z.NEVER;
  }
  const kept = (list as string[]).map((item) => item.trim()).filter((item) => item.length > 0);
  if (
    kept.length > subscriptionLimits.featuresMax ||
    kept.some((item) => item.length > subscriptionLimits.featureMax)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: `En fazla ${subscriptionLimits.featuresMax} özellik, her biri en fazla ${subscriptionLimits.featureMax} karakter`,
    });
    return z.NEVER;
  }
  return kept;
});

export const plan = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Monthly, in TL, exact to the kuruş. */
  price: z.number(),
  /** 999999 means no limit. */
  max_users: z.number().int(),
  features: z.array(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Plan = z.infer<typeof plan>;
export const planList = z.array(plan);

export const createPlanInput = z.object({
  name: requiredText('Paket adı zorunludur', subscriptionLimits.nameMax),
  description: optionalText(subscriptionLimits.descriptionMax, { lines: true }),
  price,
  max_users: maxUsers,
  features: features.optional(),
});
export type CreatePlanInput = z.output<typeof createPlanInput>;

/** The edit form sends what it has; a plan edited is sent as active unless it says otherwise. */
export const updatePlanInput = z.object({
  name: requiredText('Paket adı zorunludur', subscriptionLimits.nameMax).optional(),
  description: optionalText(subscriptionLimits.descriptionMax, { lines: true }),
  price: price.optional(),
  max_users: maxUsers.optional(),
  features: features.optional(),
  is_active: formBoolean.optional(),
});
export type UpdatePlanInput = z.output<typeof updatePlanInput>;

export const planIdParams = z.object({ id: idOf('plan') });

const iban = z
  .string({ error: 'IBAN zorunludur' })
  .transform(normalizeIban)
  .refine((value) => value.length > 0, { error: 'IBAN zorunludur' })
  .refine(isValidIban, { error: 'IBAN geçersiz: TR ile başlayan 26 karakter olmalı ve kontrol basamakları tutmalı' });

export const bankAccount = z.object({
  id: z.string(),
  bank_name: z.string(),
  account_holder: z.string(),
  iban: z.string(),
  branch: z.string().nullable(),
  display_order: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccountList = z.array(bankAccount);

const displayOrder = z.coerce
  .number({ error: 'Sıra bir sayı olmalı' })
  .int({ error: 'Sıra tam sayı olmalı' })
  .min(0, { error: 'Sıra en az 0 olmalı' })
  .max(10_000);

export const createBankAccountInput = z.object({
  bank_name: requiredText('Banka adı zorunludur', subscriptionLimits.textMax),
  account_holder: requiredText('Hesap sahibi zorunludur', subscriptionLimits.textMax),
  iban,
  branch: optionalText(subscriptionLimits.textMax),
  display_order: displayOrder.optional(),
});
export type CreateBankAccountInput = z.output<typeof createBankAccountInput>;

export const updateBankAccountInput = z.object({
  bank_name: requiredText('Banka adı zorunludur', subscriptionLimits.textMax).optional(),
  account_holder: requiredText('Hesap sahibi zorunludur', subscriptionLimits.textMax).optional(),
  iban: iban.optional(),
  branch: optionalText(subscriptionLimits.textMax),
  display_order: displayOrder.optional(),
  is_active: formBoolean.optional(),
});
export type UpdateBankAccountInput = z.output<typeof updateBankAccountInput>;

export const bankAccountIdParams = z.object({ id: idOf('bank_account') });

/**
 * The invoice's tax number: blank, or a VKN or TCKN whose check digits hold (invoice-fields.ts),
 * stored without its spaces.
 */
export const invoiceTaxNumber = optionalText(subscriptionLimits.textMax)
  .refine((value) => value === undefined || isTaxNumber(value), { error: errors.invoiceTaxNumberInvalid })
  .transform((value) => (value === undefined ? undefined : normalizeTaxNumber(value)));

/** The buyer's phone, as typed, when it is one (invoice-fields.ts). */
export const optionalPhone = optionalText(phoneMax).refine((value) => value === undefined || isPhoneNumber(value), {
  error: errors.phoneInvalid,
});

/** A phone the call needs: blank is `message`, anything else must be a phone number. */
export function requiredPhone(message: string) {
  return requiredText(message, phoneMax).refine((value) => value === '' || isPhoneNumber(value), {
    error: errors.phoneInvalid,
  });
}

/** The months a purchase may buy (1, 3, 6 or 12), by bank transfer or card. */
export const purchaseDurationMonths = z.coerce
  .number({ error: errors.purchaseDuration })
  .int({ error: errors.purchaseDuration })
  .refine((months) => (subscriptionLimits.durations as readonly number[]).includes(months), {
    error: errors.purchaseDuration,
  });

/**
 * A bank-transfer purchase. Its total is never taken from the client: the server computes it from
 * the plan. Card payments have their own call (`paytrPurchaseInput`, paytr.ts): `kredi_karti` is
 * refused here, with a message that points to it.
 */
export const purchaseInput = z
  .object({
    plan_id: idOf('plan', 'Lütfen bir paket seçin'),
    duration_months: purchaseDurationMonths.default(1),
    payment_method: paymentMethod.default('havale_eft'),
    invoice_company_name: requiredText(errors.invoiceCompanyNameRequired, subscriptionLimits.textMax),
    invoice_tax_office: optionalText(subscriptionLimits.textMax),
    invoice_tax_number: invoiceTaxNumber,
    invoice_address: optionalText(subscriptionLimits.addressMax, { lines: true }),
    bank_account_id: asOptionalId(),
    user_phone: optionalPhone,
    notes: optionalText(subscriptionLimits.notesMax, { lines: true }),
  })
  .superRefine((input, ctx) => {
    if (input.payment_method === 'kredi_karti')
      ctx.addIssue({ code: 'custom', path: ['payment_method'], message: errors.cardPaymentUnavailable });
    else if (!input.bank_account_id)
      ctx.addIssue({ code: 'custom', path: ['bank_account_id'], message: errors.bankAccountRequired });
  });
export type PurchaseInput = z.output<typeof purchaseInput>;

/** An account's id, or nothing: a form's blank field is read as none. */
function asOptionalId() {
  return asIdOf(
    z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), id.optional()),
    'bank_account',
  );
}

/**
 * How a purchase changes the subscription, by the plans' monthly prices: `new` (none running: it
 * starts now), `extend` (the same plan: added to it), `upgrade` (a dearer plan, or another at the
 * same price: starts now, the current one's unused paid value credited) or `downgrade` (a cheaper
 * plan: starts when the current subscription ends).
 */
export const planChangeKind = z.enum(['new', 'extend', 'upgrade', 'downgrade']);
export type PlanChangeKind = z.infer<typeof planChangeKind>;

export const purchase = z.object({
  id: z.string(),
  plan_id: z.string().nullable(),
  plan_name: z.string(),
  company_name: z.string(),
  duration_months: z.number().int(),
  /** Monthly price × months, in TL with two decimals, computed by the server. */
  total_amount: z.number(),
  status: purchaseStatus,
  payment_method: paymentMethod,
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** A signed download link of the operator's invoice; null until one is uploaded. */
  invoice_file_url: z.string().nullable(),
  invoice_company_name: z.string(),
  invoice_tax_office: z.string().nullable(),
  invoice_tax_number: z.string().nullable(),
  invoice_address: z.string().nullable(),
  notes: z.string().nullable(),
  admin_notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /**
   * The unused value of the plan it replaces, taken off the price (TL; 0 when none): the
   * total is the plan's price × months less this (docs/product-rules.md, "Changing plans").
   */
  credit_amount: z.number(),
  /** The paid days of the replaced plan that the credit is for; null without a credit. */
  credit_days: z.number().int().nullable(),
  /** The plan whose unused value was credited; null without a credit. */
  credit_plan_name: z.string().nullable(),
  /** How the approval placed it; null until approved. */
  period_kind: planChangeKind.nullable(),
  /** When the period it bought starts and ends (a lower plan's starts after the current one); null until approved. */
  period_starts_at: z.string().nullable(),
  period_ends_at: z.string().nullable(),
  /** A failed card payment: PayTR's `failed_reason_code` and `failed_reason_msg` (null otherwise). */
  failed_reason_code: z.string().nullable(),
  failed_reason_msg: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchase>;
export const purchaseList = z.array(purchase);

export const purchaseResponse = z.object({ message: z.string(), purchase });

export const purchaseIdParams = z.object({ id: idOf('purchase') });
export const purchaseListQuery = z.object({ status: purchaseStatus.optional() });

export const approvePurchaseInput = z.object({ notes: optionalText(subscriptionLimits.notesMax, { lines: true }) });
export const rejectPurchaseInput = z.object({
  rejection_reason: requiredText(errors.rejectionReasonRequired, subscriptionLimits.notesMax, { lines: true }),
});

/** What buying a plan for some months would do now: `GET /api/subscriptions/quote`. */
export const purchaseQuoteQuery = z.object({
  plan_id: idOf('plan', 'Lütfen bir paket seçin'),
  duration_months: purchaseDurationMonths.default(1),
});
export type PurchaseQuoteQuery = z.output<typeof purchaseQuoteQuery>;

/**
 * The server's price and placement of a purchase, as the purchase dialog shows it and as the
 * purchase call then charges it (computed again there; the browser's figures are never taken).
 */
export const purchaseQuote = z.object({
  plan_id: z.string(),
  plan_name: z.string(),
  duration_months: z.number().int(),
  period_kind: planChangeKind,
  /** The plan the company is on now; null without one. */
  current_plan_name: z.string().nullable(),
  /** The plan's monthly price × months, TL. */
  list_amount: z.number(),
  /** The unused paid value of the current plan, TL (0 unless an upgrade). */
  credit_amount: z.number(),
  credit_days: z.number().int().nullable(),
  credit_plan_name: z.string().nullable(),
  /** What is charged: `list_amount − credit_amount`, TL. */
  total_amount: z.number(),
  /** Where the period would fall if it were approved now. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** The credit is as much as the price or more: refused, a longer duration is needed. */
  credit_covers_price: z.boolean(),
});
export type PurchaseQuote = z.infer<typeof purchaseQuote>;

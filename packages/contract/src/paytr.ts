import { z } from './zod.js';
import { formBoolean, idOf, optionalText, requiredText } from './common.js';
import { errors } from './errors.js';
import { invoiceTaxNumber, purchaseDurationMonths, requiredPhone, subscriptionLimits } from './subscriptions.js';

/**
 * A card purchase through PayTR's iFrame. The total is the server's (plan price × months); the
 * phone is required because PayTR asks for the buyer's phone.
 */
export const paytrPurchaseInput = z.object({
  plan_id: idOf('plan', 'Lütfen bir paket seçin'),
  duration_months: purchaseDurationMonths.default(1),
  invoice_company_name: requiredText(errors.invoiceCompanyNameRequired, subscriptionLimits.textMax),
  invoice_tax_office: optionalText(subscriptionLimits.textMax),
  invoice_tax_number: invoiceTaxNumber,
  invoice_address: optionalText(subscriptionLimits.addressMax, { lines: true }),
  user_phone: requiredPhone(errors.cardPhoneRequired),
});
export type PaytrPurchaseInput = z.output<typeof paytrPurchaseInput>;

/** The frame the browser shows; the purchase stays `beklemede` until PayTR's signed notification. */
export const paytrPurchaseResponse = z.object({
  paytr_iframe_url: z.string(),
  merchant_oid: z.string(),
  purchase_id: z.string(),
  /** PayTR's test mode: the payment page takes only test cards, which the screen then lists. */
  test_mode: z.boolean(),
});
export type PaytrPurchaseResponse = z.infer<typeof paytrPurchaseResponse>;

/** The operator's PayTR settings as answered: key and salt never leave the server, only hints. */
export const paytrSettings = z.object({
  exists: z.boolean(),
  merchant_id: z.string().nullable(),
  /** The last characters of the key and salt, masked (e.g. `••••••a1b2`); null when none is stored. */
  merchant_key_hint: z.string().nullable(),
  merchant_salt_hint: z.string().nullable(),
  is_test_mode: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PaytrSettings = z.infer<typeof paytrSettings>;

/** POST (first save) needs every field; PUT may leave the key or salt blank to keep the stored one. */
export const paytrSettingsCreateInput = z.object({
  merchant_id: requiredText('Mağaza numarası zorunludur', 50),
  merchant_key: requiredText('Mağaza anahtarı (merchant key) zorunludur', 200),
  merchant_salt: requiredText('Mağaza gizli anahtarı (merchant salt) zorunludur', 200),
  is_test_mode: formBoolean.default(true),
  is_active: formBoolean.default(false),
});
export const paytrSettingsUpdateInput = z.object({
  merchant_id: requiredText('Mağaza numarası zorunludur', 50),
  merchant_key: optionalText(200),
  merchant_salt: optionalText(200),
  is_test_mode: formBoolean.default(true),
  is_active: formBoolean.default(false),
});

export type PaytrSettingsCreateInput = z.output<typeof paytrSettingsCreateInput>;
export type PaytrSettingsUpdateInput = z.output<typeof paytrSettingsUpdateInput>;

export const paytrSettingsTestResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  test_mode: z.boolean(),
});

/** The card flow's Turkish errors (the server's answers, the web shows them as they are). */
export const paytrErrors = {
  notConfigured:
    'Kredi kartı ile ödeme şu anda kullanılamıyor: ödeme altyapısı henüz yapılandırılmamış. Lütfen havale/EFT ile ödeyin.',
  inactive: 'Kredi kartı ile ödeme şu anda kapalı. Lütfen havale/EFT ile ödeyin.',
  credentialsUnreadable:
    'Kayıtlı PayTR anahtarları çözülemedi (şifreleme anahtarı değişmiş olabilir). Platform yöneticisi anahtarları yeniden girmeli.',
  tokenFailed: (reason: string) => `Ödeme sayfası açılamadı: ${reason}. Lütfen biraz sonra tekrar deneyin.`,
  settingsExist: 'PayTR ayarları zaten kayıtlı; değiştirmek için güncelleyin',
  settingsMissing: 'PayTR ayarları henüz kaydedilmemiş; önce kaydedin',
  decidedByPaytr:
    'Kredi kartı satın almaları elle onaylanamaz ya da reddedilemez: sonucu PayTR’nin ödeme bildirimi belirler',
} as const;

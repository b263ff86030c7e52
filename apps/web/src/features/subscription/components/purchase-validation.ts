import type { TFunction } from 'i18next';
import type { PurchaseValues } from '../api/purchase';

export type PurchaseErrors = Partial<Record<'invoice_company_name' | 'bank_account_id' | 'user_phone', string>>;

const blank = (text: string) => text.trim() === '';

/**
 * The purchase form's checks, with the server's own messages (packages/contract/src/errors.ts, in
 * the catalogue): an invoice company name always, a bank account for a transfer, a phone for a
 * card. The tax number's ten digits are a hint only.
 */
export function validatePurchase(values: PurchaseValues, t: TFunction): PurchaseErrors {
  const found: PurchaseErrors = {};
  if (blank(values.invoice_company_name)) found.invoice_company_name = t('subscription.purchase.companyNameRequired');
  if (values.payment_method === 'havale_eft' && blank(values.bank_account_id))
    found.bank_account_id = t('subscription.purchase.bankAccountRequired');
  if (values.payment_method === 'kredi_karti' && blank(values.user_phone))
    found.user_phone = t('subscription.purchase.phoneRequired');
  return found;
}

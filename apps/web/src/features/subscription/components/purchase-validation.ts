import { paytrPurchaseInput, purchaseInput } from '@vazife/contract';
import { contractValidation } from '../../../lib/contract-form';
import { bankTransferRequest, cardRequest, type PurchaseValues } from '../api/purchase';

/** The fields the purchase form shows a message under. */
const shownFields = [
  'invoice_company_name',
  'invoice_tax_office',
  'invoice_tax_number',
  'invoice_address',
  'bank_account_id',
  'user_phone',
  'notes',
] as const;

export type PurchaseErrors = Partial<Record<(typeof shownFields)[number], string>>;

const bankCheck = contractValidation(purchaseInput, bankTransferRequest);
const cardCheck = contractValidation(paytrPurchaseInput, cardRequest);

/**
 * The purchase form's checks: the contract's schema of the call it will make (a bank transfer or a
 * card payment), so with the server's own Turkish messages: the invoice company name, the bank
 * account or the phone, a tax number whose check digits hold (VKN or TCKN), a phone number.
 */
export function validatePurchase(values: PurchaseValues): PurchaseErrors {
  const found = values.payment_method === 'kredi_karti' ? cardCheck(values) : bankCheck(values);
  return Object.fromEntries(shownFields.filter((field) => found[field]).map((field) => [field, String(found[field])]));
}

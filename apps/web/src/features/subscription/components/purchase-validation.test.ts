import { errors } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { PurchaseValues } from '../api/purchase';
import { totalTl } from './money';
import { validatePurchase } from './purchase-validation';

const values = (overrides: Partial<PurchaseValues> = {}): PurchaseValues => ({
  plan_id: 'p1',
  duration_months: 1,
  payment_method: 'havale_eft',
  invoice_company_name: 'Yıldız Lojistik',
  invoice_tax_office: '',
  invoice_tax_number: '',
  invoice_address: '',
  bank_account_id: 'b1',
  user_phone: '',
  notes: '',
  ...overrides,
});

describe('validatePurchase', () => {
  it('says what the server says, in the same words: the contract’s schema of the call', () => {
    expect(validatePurchase(values({ invoice_company_name: '  ' }))).toEqual({
      invoice_company_name: errors.invoiceCompanyNameRequired,
    });
    expect(validatePurchase(values({ bank_account_id: '' }))).toEqual({
      bank_account_id: errors.bankAccountRequired,
    });
    expect(validatePurchase(values({ payment_method: 'kredi_karti', bank_account_id: '' }))).toEqual({
      user_phone: errors.cardPhoneRequired,
    });
    expect(validatePurchase(values({ payment_method: 'kredi_karti', user_phone: '0532 123 45 67' }))).toEqual({});
  });

  it('takes a VKN or TCKN whose check digits hold, and a phone number, and nothing else', () => {
    expect(validatePurchase(values({ invoice_tax_number: '123 456 7890' }))).toEqual({});
    expect(validatePurchase(values({ invoice_tax_number: '10000000146' }))).toEqual({});
    expect(validatePurchase(values({ invoice_tax_number: '12' }))).toEqual({
      invoice_tax_number: errors.invoiceTaxNumberInvalid,
    });
    expect(validatePurchase(values({ invoice_tax_number: '<b>1234567890</b>' }))).toEqual({
      invoice_tax_number: errors.invoiceTaxNumberInvalid,
    });
    expect(validatePurchase(values({ payment_method: 'kredi_karti', user_phone: 'beni ara' }))).toEqual({
      user_phone: errors.phoneInvalid,
    });
  });
});

describe('totalTl', () => {
  it('multiplies in kuruş: no float drift', () => {
    expect(totalTl(0.1, 3)).toBe(0.3);
    expect(totalTl(999.99, 12)).toBe(11999.88);
    expect(totalTl(1999.9, 6)).toBe(11999.4);
  });
});

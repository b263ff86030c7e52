import '../../../i18n/subscription';
import { errors } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
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
  it('says what the server says, in the same words', () => {
    const t = i18n.getFixedT('tr');
    expect(validatePurchase(values({ invoice_company_name: '  ', bank_account_id: '' }), t)).toEqual({
      invoice_company_name: errors.invoiceCompanyNameRequired,
      bank_account_id: errors.bankAccountRequired,
    });
    expect(validatePurchase(values({ payment_method: 'kredi_karti', bank_account_id: '' }), t)).toEqual({
      user_phone: errors.cardPhoneRequired,
    });
    expect(validatePurchase(values({ payment_method: 'kredi_karti', user_phone: '0532 123 45 67' }), t)).toEqual({});
    // The tax number's ten digits are a hint only.
    expect(validatePurchase(values({ invoice_tax_number: '12' }), t)).toEqual({});
  });
});

describe('totalTl', () => {
  it('multiplies in kuruş: no float drift', () => {
    expect(totalTl(0.1, 3)).toBe(0.3);
    expect(totalTl(999.99, 12)).toBe(11999.88);
    expect(totalTl(1999.9, 6)).toBe(11999.4);
  });
});

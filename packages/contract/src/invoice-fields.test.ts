import { describe, expect, it } from 'vitest';
import { errors } from './errors.js';
import { isPhoneNumber, isTaxNumber, isTckn, isVkn } from './invoice-fields.js';
import { paytrPurchaseInput } from './paytr.js';
import { purchaseInput } from './subscriptions.js';

describe('tax numbers', () => {
  // Check digits as the Revenue Administration computes them (python-stdnum's tr.vkn agrees).
  it.each(['1234567890', '4540536920', '9029589240', '3721052062', '7920586482', '9876543217'])(
    'takes the VKN %s',
    (vkn) => {
      expect(isVkn(vkn)).toBe(true);
      expect(isTaxNumber(vkn)).toBe(true);
    },
  );

  it.each(['1234567891', '4540536921', '123456789', '12345678901', '12345abcde', '<b>123456</b>'])(
    'refuses %s as a VKN',
    (value) => expect(isVkn(value)).toBe(false),
  );

  it('takes a TCKN whose two check digits hold, and nothing else of 11 digits', () => {
    expect(isTckn('10000000146')).toBe(true);
    expect(isTaxNumber('100 000 001 46')).toBe(true);
    expect(isTckn('10000000147')).toBe(false);
    expect(isTckn('10000000136')).toBe(false);
    // Never a leading 0, even where the digits would add up.
    expect(isTckn('00000000000')).toBe(false);
    expect(isTaxNumber('1000000014')).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each(['0532 111 22 33', '+90 532 111 22 33', '(0212) 555-12-34', '5321112233', '+90.532.111.22.33'])(
    'takes %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each([
    '0532 ABC 22 33',
    '<script>1</script>',
    '12345',
    '+90 532 111 22 33 44 55 6',
    '05321112233x',
    '++905321112233',
  ])('refuses %s', (phone) => expect(isPhoneNumber(phone)).toBe(false));
});

describe('the purchase calls check them', () => {
  const bank = {
    plan_id: '3b6f0a1e-8c2d-4e55-9b1a-0f7c6d5e4a31',
    invoice_company_name: 'Deneme A.Ş.',
    bank_account_id: '6c1e2f3a-4b5c-4d6e-8f70-81a2b3c4d5e6',
  };

  it('stores a tax number without its spaces and refuses a wrong one in Turkish', () => {
    expect(purchaseInput.parse({ ...bank, invoice_tax_number: '123 456 7890' }).invoice_tax_number).toBe('1234567890');
    const wrong = purchaseInput.safeParse({ ...bank, invoice_tax_number: '<i>1234567891</i>' });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual([errors.invoiceTaxNumberInvalid]);
    expect(purchaseInput.parse({ ...bank, invoice_tax_number: '  ' }).invoice_tax_number).toBeUndefined();
  });

  it('refuses a phone of letters, and a blank one for a card with its own message', () => {
    const card = { plan_id: bank.plan_id, invoice_company_name: 'Deneme A.Ş.' };
    expect(paytrPurchaseInput.safeParse({ ...card, user_phone: 'ara beni' }).error?.issues[0]?.message).toBe(
      errors.phoneInvalid,
    );
    expect(paytrPurchaseInput.safeParse({ ...card, user_phone: ' ' }).error?.issues.map((i) => i.message)).toEqual([
      errors.cardPhoneRequired,
    ]);
    expect(paytrPurchaseInput.parse({ ...card, user_phone: '0532 111 22 33' }).user_phone).toBe('0532 111 22 33');
    expect(purchaseInput.safeParse({ ...bank, user_phone: '<b>0532</b>' }).success).toBe(false);
  });
});

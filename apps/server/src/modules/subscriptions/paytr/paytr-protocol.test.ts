import { describe, expect, it } from 'vitest';
import {
  callbackHash,
  customerIp,
  encodeBasket,
  newMerchantOid,
  priceText,
  sameHash,
  tokenHash,
} from './paytr-protocol.js';

describe('PayTR signing', () => {
  // A vector worked out by hand for these inputs, and matched by an independent implementation.
  const basket = encodeBasket([['Test Product', '100.00', 1]]);
  const fields = {
    merchant_id: '123456',
    user_ip: '1.2.3.4',
    merchant_oid: 'ORDER123',
    email: 'test@example.com',
    payment_amount: '10000',
    user_basket: basket,
    no_installment: '0',
    max_installment: '0',
    currency: 'TL',
    test_mode: '1',
  } as const;

  it('signs get-token as the known vector says', () => {
    expect(basket).toBe('W1siVGVzdCBQcm9kdWN0IiwiMTAwLjAwIiwxXV0=');
    expect(tokenHash(fields, 'KEY_TEST', 'SALT_TEST')).toBe('AW0+oXHMQYE5PZHehj93CsSJTwt7JUdVOJ6N0tasc1g=');
    expect(tokenHash({ ...fields, test_mode: '0' }, 'KEY_TEST', 'SALT_TEST')).not.toBe(
      'AW0+oXHMQYE5PZHehj93CsSJTwt7JUdVOJ6N0tasc1g=',
    );
  });

  it('signs the notification with the salt in the middle', () => {
    const hash = callbackHash(
      { merchant_oid: 'ORDER123', status: 'success', total_amount: '10000' },
      'KEY_TEST',
      'SALT_TEST',
    );
    expect(hash).toBe('F9G9B4vAoSzoxKZoplWEw1s/4eH7jUZ+snRh03AWQzY=');
    expect(sameHash(hash, hash)).toBe(true);
    expect(sameHash(hash, hash.slice(1))).toBe(false);
    expect(sameHash(hash, undefined)).toBe(false);
  });

  it('writes prices with two decimals, order numbers alphanumeric, addresses short', () => {
    expect(priceText(49_990)).toBe('499.90');
    expect(priceText(5)).toBe('0.05');
    expect(priceText(100_000)).toBe('1000.00');
    const oid = newMerchantOid();
    expect(oid).toMatch(/^[A-Z0-9]{1,64}$/);
    expect(newMerchantOid()).not.toBe(oid);
    expect(customerIp('::ffff:10.0.0.7')).toBe('10.0.0.7');
    expect(customerIp('2001:0db8:85a3:0000:0000:8a2e:0370:7334:ffff').length).toBeLessThanOrEqual(39);
  });
});

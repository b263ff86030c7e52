import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * PayTR's iFrame API as far as signing goes (docs/card-payments.md): pure functions, no I/O.
 * Every signature is base64(HMAC-SHA256(merchant_key, text)), its text the fields in a fixed
 * order, with the merchant salt at the end (get-token) or in the middle (the notification).
 */

export interface PaytrCredentials {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
}

/** The fields of a get-token call, as posted: every value the exact text that is signed. */
export interface TokenFields {
  merchant_id: string;
  user_ip: string;
  merchant_oid: string;
  email: string;
  /** Kuruş, an integer as text (34.56 TL → `3456`). */
  payment_amount: string;
  /** base64 of the JSON basket. */
  user_basket: string;
  no_installment: '0' | '1';
  max_installment: string;
  currency: string;
  test_mode: '0' | '1';
}

function sign(key: string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('base64');
}

/** paytr_token of get-token: the ten fields in their order, then the salt. */
export function tokenHash(fields: TokenFields, key: string, salt: string): string {
  const text =
    fields.merchant_id +
    fields.user_ip +
    fields.merchant_oid +
    fields.email +
    fields.payment_amount +
    fields.user_basket +
    fields.no_installment +
    fields.max_installment +
    fields.currency +
    fields.test_mode;
  return sign(key, text + salt);
}

/** The notification's hash: order number, salt, status, total. */
export function callbackHash(
  notice: { merchant_oid: string; status: string; total_amount: string },
  key: string,
  salt: string,
): string {
  return sign(key, notice.merchant_oid + salt + notice.status + notice.total_amount);
}

/** Whether a received hash is the expected one, compared in constant time. */
export function sameHash(expected: string, received: string | undefined): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** One line of a basket: name, unit price in TL with two decimals (`"18.00"`), quantity. */
export type BasketLine = [name: string, unitPrice: string, quantity: number];

/** The basket as PayTR takes it: base64 of its JSON, in UTF-8. */
export function encodeBasket(lines: BasketLine[]): string {
  return Buffer.from(JSON.stringify(lines), 'utf8').toString('base64');
}

/** Kuruş as a TL price with two decimals, from integers (49 990 → `"499.90"`). */
export function priceText(kurus: number): string {
  return `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
}

/** A fresh order number: letters and digits only, at most 64 (PayTR's rule), one per attempt. */
export function newMerchantOid(prefix = 'VZ'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(10).toString('hex')}`.toUpperCase();
}

/** The customer's address as PayTR takes it: IPv4 out of its IPv6 form, at most 39 characters. */
export function customerIp(ip: string): string {
  return ip.replace(/^::ffff:/i, '').slice(0, 39);
}

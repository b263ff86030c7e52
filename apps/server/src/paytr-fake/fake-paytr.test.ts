import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBasket, tokenHash, type TokenFields } from '../modules/subscriptions/paytr/paytr-protocol.js';
import { startFakePaytr, type FakePaytr } from './fake-paytr.js';

// The vector's credentials: the fake and the server's signing agree on it from both sides.
const credentials = { merchantId: '123456', merchantKey: 'KEY_TEST', merchantSalt: 'SALT_TEST' };
let fake: FakePaytr;
beforeAll(async () => {
  fake = await startFakePaytr({ ...credentials, retryDelayMs: 5, maxAttempts: 2 });
});
afterAll(() => fake.close());

function fields(extra: Partial<TokenFields> = {}): Record<string, string> {
  const signed: TokenFields = {
    merchant_id: '123456',
    user_ip: '1.2.3.4',
    merchant_oid: `ORDER${Math.random().toString(36).slice(2, 10)}`,
    email: 'test@example.com',
    payment_amount: '10000',
    user_basket: encodeBasket([['Test Product', '100.00', 1]]),
    no_installment: '0',
    max_installment: '0',
    currency: 'TL',
    test_mode: '1',
    ...extra,
  };
  return {
    ...signed,
    paytr_token: tokenHash(signed, credentials.merchantKey, credentials.merchantSalt),
    debug_on: '1',
    user_name: 'Deneme',
    user_address: 'İstanbul',
    user_phone: '05551234567',
    merchant_ok_url: 'http://app/payment-success',
    merchant_fail_url: 'http://app/payment-failed',
  };
}

async function getToken(body: Record<string, string>, multipart = false) {
  let payload: FormData | URLSearchParams;
  if (multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(body)) form.append(name, value);
    payload = form;
  } else payload = new URLSearchParams(body);
  const res = await fetch(`${fake.url}/odeme/api/get-token`, { method: 'POST', body: payload });
  return (await res.json()) as { status: string; token?: string; reason?: string };
}

describe('the fake PayTR', () => {
  it('gives a token for a call signed as the protocol says, url-encoded or multipart, once per order', async () => {
    const body = fields();
    const answer = await getToken(body);
    expect(answer.status, answer.reason).toBe('success');
    expect(answer.token).toMatch(/^[0-9a-f]+$/);
    expect((await getToken(body)).reason).toMatch(/daha önce kullanıldı/);
    expect((await getToken(fields(), true)).status).toBe('success');
  });

  it('refuses a changed field, a wrong key, a posted key or salt, a decimal amount', async () => {
    expect((await getToken({ ...fields(), payment_amount: '10001' })).reason).toMatch(/paytr_token geçersiz/);
    const wrongKey = fields();
    wrongKey.paytr_token = tokenHash(wrongKey as unknown as TokenFields, 'KEY_WRONG', credentials.merchantSalt);
    expect((await getToken(wrongKey)).status).toBe('failed');
    expect((await getToken({ ...fields(), merchant_key: 'KEY_TEST' })).reason).toMatch(/gönderilmemeli/);
    expect((await getToken(fields({ payment_amount: '100.00' }))).status).toBe('failed');
    expect((await getToken(fields({ merchant_oid: 'ORDER-1' }))).reason).toMatch(/harf ve rakam/);
  });

  it('serves the Turkish payment page; a button sends the top window to the result page', async () => {
    const { token } = await getToken(fields());
    const page = await fetch(`${fake.url}/odeme/guvenli/${token}`);
    const html = await page.text();
    expect(html).toContain('Ödemeyi tamamla');
    expect(html).toContain('Başarısız');
    expect(html).toContain('target="_top"');
    const fail = await fetch(`${fake.url}/odeme/guvenli/${token}`, {
      method: 'POST',
      body: new URLSearchParams({ sonuc: 'failed' }),
      redirect: 'manual',
    });
    expect(fail.status).toBe(303);
    expect(fail.headers.get('location')).toBe('http://app/payment-failed');
    expect((await fetch(`${fake.url}/odeme/guvenli/nope`)).status).toBe(404);
  });
});

import { errors, extendedEndDate, paytrErrors } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import {
  setSubscription,
  makeCompany,
  makePlan,
  operatorCaller,
  putOnPlan,
  type TestCompany,
} from '../../../test/factories.js';
import { provokingServerError } from '../../../test/answer-check.js';
import { formBody, injectAs } from '../../../test/test-app.js';
import { requestToken } from './paytr-gateway.service.js';
import { abandonedAfterMs, closeAbandoned } from './payment-reconciliation.job.js';
import { fakeCredentials, signedNotice, usePaytrApp } from './paytr-test-kit.js';

const t = usePaytrApp();
const settingsUrl = '/api/super-admin/paytr-settings';
const buyUrl = '/api/subscriptions/purchase-with-paytr';
const callbackUrl = '/api/payments/paytr/callback';

const settingsBody = (extra: Record<string, unknown> = {}) => ({
  merchant_id: fakeCredentials.merchantId,
  merchant_key: fakeCredentials.merchantKey,
  merchant_salt: fakeCredentials.merchantSalt,
  is_test_mode: true,
  is_active: true,
  ...extra,
});

function buyBody(planId: string, extra: Record<string, unknown> = {}) {
  return {
    plan_id: planId,
    duration_months: 3,
    invoice_company_name: 'Deneme Lojistik A.Ş.',
    invoice_address: 'Kadıköy, İstanbul',
    user_phone: '05551234567',
    ...extra,
  };
}

/** Whatever the app answered, nowhere the merchant key or salt. */
const answers: string[] = [];
function keep<T extends { body: string }>(res: T): T {
  answers.push(res.body);
  return res;
}

const companyRow = (c: TestCompany) =>
  t.database.db
    .selectFrom('companies')
    .select(['subscription_status', 'subscription_end_date', 'subscription_plan_id'])
    .where('id', '=', c.id)
    .executeTakeFirstOrThrow();

const purchaseRow = (id: string) =>
  t.database.db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const notificationsOf = (userId: string) =>
  t.database.db.selectFrom('notifications').select(['type', 'body']).where('user_id', '=', userId).execute();

const purchaseCount = async (c: TestCompany) =>
  (await t.database.db.selectFrom('purchases').select('id').where('company_id', '=', c.id).execute()).length;

/** More of the plan the company is on (put on a new one first): the same plan extends. */
async function buy(c: TestCompany, opts: { months?: number; priceKurus?: number } = {}) {
  const plan = await makePlan(t, { priceKurus: opts.priceKurus ?? 19_999 });
  await putOnPlan(t, c.id, plan.id);
  const res = keep(await injectAs(t, c.owner, 'POST', buyUrl, buyBody(plan.id, { duration_months: opts.months ?? 3 })));
  expect(res.statusCode, res.body).toBe(201);
  const answer = res.json() as { paytr_iframe_url: string; merchant_oid: string; purchase_id: string };
  const token = decodeURIComponent(answer.paytr_iframe_url.split('/odeme/guvenli/')[1]!);
  return { ...answer, token, plan };
}

describe('the operator’s PayTR settings', () => {
  it('answers none before the first save, and PUT cannot come first', async () => {
    const operator = await operatorCaller(t);
    const none = keep(await injectAs(t, operator, 'GET', settingsUrl));
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ exists: false, merchant_id: null, merchant_key_hint: null });
    const put = keep(await injectAs(t, operator, 'PUT', settingsUrl, settingsBody()));
    expect(put.statusCode).toBe(404);
    expect(put.json().detail).toBe(paytrErrors.settingsMissing);
    const test = keep(await injectAs(t, operator, 'POST', `${settingsUrl}/test`));
    expect(test.json()).toMatchObject({ success: false, message: paytrErrors.settingsMissing });
  });

  it('refuses a card purchase while PayTR is not configured, leaving nothing', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const res = keep(await injectAs(t, c.owner, 'POST', buyUrl, buyBody(plan.id)));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(paytrErrors.notConfigured);
    expect(await purchaseCount(c)).toBe(0);
  });

  it('saves once with the key and salt encrypted, answers hints only, and a second POST is a 409', async () => {
    const operator = await operatorCaller(t);
    const missing = keep(await injectAs(t, operator, 'POST', settingsUrl, { merchant_id: '1' }));
    expect(missing.statusCode).toBe(422);
    const created = keep(
      await injectAs(
        t,
        operator,
        'POST',
        settingsUrl,
        formBody({ ...stringsOf(settingsBody({ is_active: false })) }).payload,
        formBody({}).headers,
      ),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      exists: true,
      merchant_id: fakeCredentials.merchantId,
      merchant_key_hint: `••••••${fakeCredentials.merchantKey.slice(-4)}`,
      merchant_salt_hint: `••••••${fakeCredentials.merchantSalt.slice(-4)}`,
      is_test_mode: true,
      is_active: false,
    });
    const row = await t.database.db.selectFrom('paytr_settings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(fakeCredentials.merchantKey);
    expect(JSON.stringify(row)).not.toContain(fakeCredentials.merchantSalt);
    const again = keep(await injectAs(t, operator, 'POST', settingsUrl, settingsBody()));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(paytrErrors.settingsExist);
  });

  it('refuses a card purchase while PayTR is switched off', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const res = keep(await injectAs(t, c.owner, 'POST', buyUrl, buyBody(plan.id)));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(paytrErrors.inactive);
    expect(await purchaseCount(c)).toBe(0);
  });

  it('keeps the stored key and salt when PUT leaves them blank; the test call really asks PayTR', async () => {
    const operator = await operatorCaller(t);
    const put = keep(
      await injectAs(t, operator, 'PUT', settingsUrl, settingsBody({ merchant_key: '', merchant_salt: '  ' })),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      is_active: true,
      merchant_key_hint: `••••••${fakeCredentials.merchantKey.slice(-4)}`,
    });
    const before = t.fake.tokenRequests.length;
    const test = keep(await injectAs(t, operator, 'POST', `${settingsUrl}/test`));
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ success: true, test_mode: true });
    expect(t.fake.tokenRequests.length).toBe(before + 1);
    expect(t.fake.tokenRequests.at(-1)).toMatchObject({ test_mode: '1', merchant_id: fakeCredentials.merchantId });
  });

  it('reports a wrong key as PayTR’s refusal, and a good one again after it is put back', async () => {
    const operator = await operatorCaller(t);
    keep(await injectAs(t, operator, 'PUT', settingsUrl, settingsBody({ merchant_key: 'YanlisAnahtar123456' })));
    const test = keep(await injectAs(t, operator, 'POST', `${settingsUrl}/test`));
    expect(test.json().success).toBe(false);
    expect(test.json().message).toMatch(/^PayTR bağlantısı başarısız: paytr_token geçersiz/);

    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const res = keep(await provokingServerError(() => injectAs(t, c.owner, 'POST', buyUrl, buyBody(plan.id))));
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toMatch(/^Ödeme sayfası açılamadı: paytr_token geçersiz/);
    expect(await purchaseCount(c)).toBe(0);

    keep(await injectAs(t, operator, 'PUT', settingsUrl, settingsBody()));
    expect(keep(await injectAs(t, operator, 'POST', `${settingsUrl}/test`)).json().success).toBe(true);
  });

  it('reads an unreachable PayTR as a reason, not a crash', async () => {
    const answer = await requestToken('http://127.0.0.1:9', fakeCredentials, {
      user_ip: '1.2.3.4',
      merchant_oid: 'X1',
      email: 'a@b.c',
      payment_amount: '100',
      user_basket: 'W10=',
      no_installment: '1',
      max_installment: '0',
      currency: 'TL',
      test_mode: '1',
      user_name: 'A',
      user_address: 'B',
      user_phone: '1',
      merchant_ok_url: 'http://x/ok',
      merchant_fail_url: 'http://x/fail',
      timeout_limit: '30',
      debug_on: '1',
      lang: 'tr',
    });
    expect(answer).toEqual({ ok: false, reason: 'PayTR sunucusuna ulaşılamadı' });
  });
});

describe('a card purchase', () => {
  it('asks PayTR for a token with the exact fields, and stores a waiting card purchase', async () => {
    const c = await makeCompany(t);
    const { paytr_iframe_url, merchant_oid, purchase_id, token, plan } = await buy(c, {
      months: 3,
      priceKurus: 19_999,
    });
    expect(paytr_iframe_url).toBe(`${t.fake.url}/odeme/guvenli/${token}`);
    expect(merchant_oid).toMatch(/^[A-Za-z0-9]{1,64}$/);
    const sent = t.fake.orders.get(token)!.fields;
    expect(sent).toMatchObject({
      merchant_id: fakeCredentials.merchantId,
      merchant_oid,
      email: c.owner.email,
      payment_amount: String(19_999 * 3),
      no_installment: '1',
      max_installment: '0',
      currency: 'TL',
      test_mode: '1',
      user_phone: '05551234567',
      merchant_ok_url: 'https://vazife.example.com/payment-success',
      merchant_fail_url: 'https://vazife.example.com/payment-failed',
      timeout_limit: '30',
    });
    expect(sent.user_ip).toBe('127.0.0.1');
    expect(JSON.parse(Buffer.from(sent.user_basket!, 'base64').toString('utf8'))).toEqual([
      [`${plan.name} paketi (aylık)`, '199.99', 3],
    ]);
    expect(sent).not.toHaveProperty('merchant_key');
    expect(sent).not.toHaveProperty('merchant_salt');
    const row = await purchaseRow(purchase_id);
    expect(row).toMatchObject({
      status: 'beklemede',
      payment_method: 'kredi_karti',
      merchant_oid,
      paytr_amount_kurus: 59_997,
      total_kurus: 59_997,
      paytr_status: 'bekliyor',
    });
    const mine = keep(await injectAs(t, c.owner, 'GET', '/api/subscriptions/my-purchases'));
    expect(mine.json()[0]).toMatchObject({ id: purchase_id, status: 'beklemede', payment_method: 'kredi_karti' });
    // A new attempt, a new order number.
    const second = await buy(c);
    expect(second.merchant_oid).not.toBe(merchant_oid);
  });

  it('is the employer’s alone; no token is a 401, an operator’s token too', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    for (const who of [c.mudur, c.sef, c.isci]) {
      const res = keep(await injectAs(t, who, 'POST', buyUrl, buyBody(plan.id)));
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().detail).toBe(errors.onlyEmployerBuys);
    }
    expect(keep(await injectAs(t, undefined, 'POST', buyUrl, buyBody(plan.id))).statusCode).toBe(401);
    const operator = await operatorCaller(t);
    expect(keep(await injectAs(t, operator, 'POST', buyUrl, buyBody(plan.id))).statusCode).toBe(401);
    expect(await purchaseCount(c)).toBe(0);
  });

  it('needs a phone number, a valid tax number, a plan on sale and a valid duration', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const passive = await makePlan(t, { active: false });
    const tokensAsked = t.fake.tokenRequests.length;
    const noPhone = keep(await injectAs(t, c.owner, 'POST', buyUrl, buyBody(plan.id, { user_phone: '' })));
    expect(noPhone.statusCode).toBe(422);
    expect(JSON.stringify(noPhone.json())).toContain(errors.cardPhoneRequired);
    for (const [extra, message] of [
      [{ user_phone: '0555 ABC 45 67' }, errors.phoneInvalid],
      [{ user_phone: '<script>0555</script>' }, errors.phoneInvalid],
      [{ invoice_tax_number: '1234567891' }, errors.invoiceTaxNumberInvalid],
      [{ invoice_tax_number: '10000000147' }, errors.invoiceTaxNumberInvalid],
    ] as const) {
      const res = keep(await injectAs(t, c.owner, 'POST', buyUrl, buyBody(plan.id, extra)));
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(t.fake.tokenRequests.length).toBe(tokensAsked);
    expect(keep(await injectAs(t, c.owner, 'POST', buyUrl, buyBody(plan.id, { duration_months: 2 }))).statusCode).toBe(
      422,
    );
    const gone = keep(await injectAs(t, c.owner, 'POST', buyUrl, buyBody(passive.id)));
    expect(gone.statusCode).toBe(404);
    expect(await purchaseCount(c)).toBe(0);
  });

  it('takes a multipart form as the bank purchase does, and is open to an ended subscription', async () => {
    const c = await makeCompany(t);
    await setSubscription(t, c.id, {
      subscription_status: 'expired',
      subscription_end_date: '2020-01-01T00:00:00.000Z',
    });
    const plan = await makePlan(t);
    const form = formBody(stringsOf(buyBody(plan.id)));
    const res = keep(await injectAs(t, c.owner, 'POST', buyUrl, form.payload, form.headers));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('keeps refusing kredi_karti on the bank purchase, pointing to the card call', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const res = keep(
      await injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', {
        plan_id: plan.id,
        payment_method: 'kredi_karti',
        invoice_company_name: 'A',
        user_phone: '05551234567',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('purchase-with-paytr');
  });
});

describe('PayTR’s notification', () => {
  it('approves a paid purchase once through the fake’s button, answering OK to the repeat too', async () => {
    const c = await makeCompany(t);
    const before = await companyRow(c);
    const { token, purchase_id, plan } = await buy(c, { months: 3 });
    const now = new Date();
    const deliveries = await t.fake.pay(token, 'success');
    expect(deliveries.map((d) => [d.status, d.body])).toEqual([
      [200, 'OK'],
      [200, 'OK'],
    ]);
    const row = await purchaseRow(purchase_id);
    expect(row).toMatchObject({ status: 'onaylandi', paytr_status: 'odendi', paytr_total_kurus: 59_997 });
    expect(row.paid_at).not.toBeNull();
    const after = await companyRow(c);
    expect(after.subscription_plan_id).toBe(plan.id);
    const expected = Date.parse(extendedEndDate(before.subscription_end_date, 3, now));
    expect(Math.abs(Date.parse(after.subscription_end_date!) - expected)).toBeLessThan(60_000);
    const notes = await notificationsOf(c.owner.id);
    expect(notes.filter((n) => n.type === 'purchase_approved')).toHaveLength(1);
  });

  it('is sent by the payment page’s button, which then moves the browser to the success page', async () => {
    const c = await makeCompany(t);
    const { token, purchase_id } = await buy(c);
    const page = await fetch(`${t.fake.url}/odeme/guvenli/${token}`);
    expect(await page.text()).toContain('Ödemeyi tamamla');
    const click = await fetch(`${t.fake.url}/odeme/guvenli/${token}`, {
      method: 'POST',
      body: new URLSearchParams({ sonuc: 'success' }),
      redirect: 'manual',
    });
    expect(click.status).toBe(303);
    expect(click.headers.get('location')).toBe('https://vazife.example.com/payment-success');
    expect((await purchaseRow(purchase_id)).status).toBe('onaylandi');
  });

  it('is not the operator’s to approve or reject by hand', async () => {
    const c = await makeCompany(t);
    const { purchase_id } = await buy(c);
    const operator = await operatorCaller(t);
    for (const action of ['approve', 'reject']) {
      const res = keep(
        await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchase_id}/${action}`, {
          rejection_reason: 'Elle',
        }),
      );
      expect(res.statusCode, action).toBe(409);
      expect(res.json().detail).toBe(paytrErrors.decidedByPaytr);
    }
    expect((await purchaseRow(purchase_id)).status).toBe('beklemede');
  });

  it('extends exactly once for ten identical notifications at the same moment', async () => {
    const c = await makeCompany(t);
    const { merchant_oid, purchase_id } = await buy(c, { months: 6 });
    const before = await companyRow(c);
    const notice = signedNotice({ merchant_oid, status: 'success', total_amount: String(19_999 * 6) });
    const form = formBody(notice);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers)),
    );
    for (const res of results) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('OK');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    const after = await companyRow(c);
    const once = extendedEndDate(before.subscription_end_date, 6, new Date());
    expect(Math.abs(Date.parse(after.subscription_end_date!) - Date.parse(once))).toBeLessThan(60_000);
    expect((await purchaseRow(purchase_id)).status).toBe('onaylandi');
    expect((await notificationsOf(c.owner.id)).filter((n) => n.type === 'purchase_approved')).toHaveLength(1);
  });

  it('refuses a forged or missing hash without OK, changing nothing', async () => {
    const c = await makeCompany(t);
    const { merchant_oid, purchase_id } = await buy(c);
    const before = await companyRow(c);
    const forged = signedNotice({ merchant_oid, status: 'success', total_amount: '59997' }, 'tahmin', 'tahmin');
    for (const body of [forged, { ...forged, hash: '' }, { merchant_oid, status: 'success', total_amount: '59997' }]) {
      const form = formBody(body);
      const res = await injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers);
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toBe('OK');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
    // The right hash for another total does not sign this one.
    const moved = {
      ...signedNotice({ merchant_oid, status: 'success', total_amount: '1' }),
      total_amount: '59997',
    };
    const form = formBody(moved);
    expect((await injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers)).statusCode).toBe(400);
    expect((await purchaseRow(purchase_id)).status).toBe('beklemede');
    expect(await companyRow(c)).toEqual(before);
  });

  it('leaves a purchase whose paid total is below its order as it was, and answers OK', async () => {
    const c = await makeCompany(t);
    const { merchant_oid, purchase_id } = await buy(c);
    const before = await companyRow(c);
    const form = formBody(signedNotice({ merchant_oid, status: 'success', total_amount: '100' }));
    const res = await injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers);
    expect(res.body).toBe('OK');
    expect((await purchaseRow(purchase_id)).status).toBe('beklemede');
    expect(await companyRow(c)).toEqual(before);
    expect(t.logs.join('')).toContain('below the order');
  });

  it('approves a total above the order (an installment fee)', async () => {
    const c = await makeCompany(t);
    const { token, purchase_id } = await buy(c);
    await t.fake.pay(token, 'installment');
    const row = await purchaseRow(purchase_id);
    expect(row.status).toBe('onaylandi');
    expect(row.paytr_total_kurus).toBeGreaterThan(row.paytr_amount_kurus!);
  });

  it('writes a bounded log line whatever the size of the fields a signed notification carries', async () => {
    const huge = 'A'.repeat(100_000);
    const logged = t.logs.join('').length;
    for (const notice of [
      signedNotice({ merchant_oid: huge, status: 'success', total_amount: '100' }),
      signedNotice({ merchant_oid: huge, status: huge, total_amount: '100' }),
      { ...signedNotice({ merchant_oid: huge, status: 'success', total_amount: '100' }), hash: 'yanlis' },
    ]) {
      const form = formBody(notice);
      await injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers);
    }
    const written = t.logs.join('').slice(logged);
    expect(written).toContain('unknown order');
    expect(written).toContain('100000 karakter');
    // Three lines of the notification and three of the requests: nowhere near the 300 kB posted.
    expect(written.length).toBeLessThan(6_000);
  });

  it('answers OK to a signed notification of an unknown order and changes nothing', async () => {
    const form = formBody(signedNotice({ merchant_oid: 'BILINMEYEN123', status: 'success', total_amount: '100' }));
    const res = await injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
    expect(t.logs.join('')).toContain('unknown order');
  });

  it('marks a failed payment reddedildi with PayTR’s reason, tells the employer, and ignores what follows', async () => {
    const c = await makeCompany(t);
    const { token, merchant_oid, purchase_id } = await buy(c);
    const before = await companyRow(c);
    const deliveries = await t.fake.pay(token, 'failed');
    expect(deliveries[0]).toMatchObject({ status: 200, body: 'OK' });
    const row = await purchaseRow(purchase_id);
    expect(row).toMatchObject({
      status: 'reddedildi',
      paytr_status: 'basarisiz',
      paytr_failed_reason_code: '0',
      paytr_failed_reason: 'Kart limiti yetersiz (sahte PayTR)',
      rejection_reason: 'Kart limiti yetersiz (sahte PayTR)',
    });
    // The employer's purchase carries PayTR's code and message, for the failed page to show.
    const mine = keep(await injectAs(t, c.owner, 'GET', '/api/subscriptions/my-purchases')).json();
    expect(mine.find((p: { id: string }) => p.id === purchase_id)).toMatchObject({
      status: 'reddedildi',
      failed_reason_code: '0',
      failed_reason_msg: 'Kart limiti yetersiz (sahte PayTR)',
    });
    const notes = await notificationsOf(c.owner.id);
    expect(notes.filter((n) => n.type === 'purchase_rejected')).toHaveLength(1);
    expect(notes.find((n) => n.type === 'purchase_rejected')!.body).toContain('Kart limiti yetersiz');
    // A success after the failure changes nothing (PayTR gives one result per order).
    const form = formBody(signedNotice({ merchant_oid, status: 'success', total_amount: '59997' }));
    expect((await injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers)).body).toBe('OK');
    expect((await purchaseRow(purchase_id)).status).toBe('reddedildi');
    expect(await companyRow(c)).toEqual(before);
  });

  it('is open to PayTR on an ended subscription (no 402), with no token', async () => {
    const c = await makeCompany(t);
    const { merchant_oid, purchase_id } = await buy(c, { months: 1 });
    await setSubscription(t, c.id, {
      subscription_status: 'expired',
      subscription_end_date: '2020-01-01T00:00:00.000Z',
    });
    const form = formBody(signedNotice({ merchant_oid, status: 'success', total_amount: '19999' }));
    expect((await injectAs(t, undefined, 'POST', callbackUrl, form.payload, form.headers)).body).toBe('OK');
    expect((await purchaseRow(purchase_id)).status).toBe('onaylandi');
    expect((await companyRow(c)).subscription_status).toBe('active');
  });
});

describe('the payment reconciliation', () => {
  it('closes card purchases left waiting long after their page expired, and a late payment still counts', async () => {
    const c = await makeCompany(t);
    const old = await buy(c);
    const fresh = await buy(c);
    await t.database.db
      .updateTable('purchases')
      .set({ created_at: new Date(Date.now() - abandonedAfterMs - 60_000).toISOString() })
      .where('id', '=', old.purchase_id)
      .execute();
    expect(await closeAbandoned(t.database.db, new Date())).toBe(1);
    expect(await purchaseRow(old.purchase_id)).toMatchObject({ status: 'iptal', paytr_status: 'terk' });
    expect((await purchaseRow(fresh.purchase_id)).status).toBe('beklemede');
    expect(await closeAbandoned(t.database.db, new Date())).toBe(0);
    // PayTR collected after all: its signed notification still approves it, once.
    await t.fake.pay(old.token, 'success');
    expect(await purchaseRow(old.purchase_id)).toMatchObject({ status: 'onaylandi', paytr_status: 'odendi' });
  });
});

describe('the audit log of the PayTR settings', () => {
  it('holds the first save and each change, with hints and flags but never a key or a salt', async () => {
    const operator = await operatorCaller(t);
    const res = keep(await injectAs(t, operator, 'GET', '/api/super-admin/audit-log?entity_kind=paytr_settings'));
    expect(res.statusCode, res.body).toBe(200);
    type Entry = { action: string; entity_id: string; before: Record<string, unknown>; after: Record<string, unknown> };
    const entries: Entry[] = res.json().items;
    const oldestFirst = [...entries].reverse();
    expect(oldestFirst[0]).toMatchObject({
      action: 'create',
      entity_id: '1',
      after: { merchant_id: fakeCredentials.merchantId, is_active: false, is_test_mode: true },
    });
    // The PUT that switched it on: only what changed, before and after.
    expect(oldestFirst[1]).toMatchObject({
      action: 'update',
      before: { is_active: false },
      after: { is_active: true },
    });
    expect(oldestFirst[1]!.after).not.toHaveProperty('merchant_id');
    for (const secret of [fakeCredentials.merchantKey, fakeCredentials.merchantSalt])
      expect(res.body).not.toContain(secret);
  });
});

describe('operator calls and user tokens', () => {
  it('refuses a user token and no token on every PayTR settings call', async () => {
    const c = await makeCompany(t);
    for (const [method, url] of [
      ['GET', settingsUrl],
      ['POST', settingsUrl],
      ['PUT', settingsUrl],
      ['POST', `${settingsUrl}/test`],
    ] as const) {
      expect(keep(await injectAs(t, c.owner, method, url, settingsBody())).statusCode, `${method} ${url}`).toBe(401);
      expect(keep(await injectAs(t, undefined, method, url, settingsBody())).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('the merchant key and salt', () => {
  it('appear in no answer and no line of the log', () => {
    expect(answers.length).toBeGreaterThan(20);
    const everything = answers.join('\n') + t.logs.join('');
    expect(t.logs.length).toBeGreaterThan(0);
    for (const secret of [fakeCredentials.merchantKey, fakeCredentials.merchantSalt, 'YanlisAnahtar123456'])
      expect(everything).not.toContain(secret);
  });
});

function stringsOf(body: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
}

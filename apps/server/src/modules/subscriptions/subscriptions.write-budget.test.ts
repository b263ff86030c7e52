import { errors, openCardPaymentsDefault, waitInWords, writeBudgets } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeBankAccount, makeCompany, makePlan, operatorCaller, type TestCompany } from '../../test/factories.js';
import { provokingServerError } from '../../test/answer-check.js';
import { snapshot } from '../../test/other-company-kit.js';
import { injectAs } from '../../test/test-app.js';
import { expectLimited } from '../../test/write-budgets-kit.js';
import { paytrTimeoutMinutes } from './paytr/paytr.service.js';
import { fakeCredentials, usePaytrApp } from './paytr/paytr-test-kit.js';

// The budgets and the open-page cap as they ship (scale 1), beside the fake PayTR, which counts the
// get-token calls it receives.
const t = usePaytrApp({ writeRateLimitScale: 1, pendingCardPayments: openCardPaymentsDefault });

const buyByCard = (c: TestCompany, planId: string) =>
  injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase-with-paytr', {
    plan_id: planId,
    duration_months: 1,
    invoice_company_name: 'Deneme Lojistik A.Ş.',
    user_phone: '05551234567',
  });

let paytrReady: Promise<void> | undefined;
/** The operator's PayTR settings, stored once for the file. */
function withPaytr(): Promise<void> {
  paytrReady ??= (async () => {
    const res = await injectAs(t, await operatorCaller(t), 'POST', '/api/super-admin/paytr-settings', {
      merchant_id: fakeCredentials.merchantId,
      merchant_key: fakeCredentials.merchantKey,
      merchant_salt: fakeCredentials.merchantSalt,
      is_test_mode: true,
      is_active: true,
    });
    expect(res.statusCode, res.body).toBe(201);
  })();
  return paytrReady;
}

/** As if the card payment's page had been opened long enough ago that PayTR has closed it. */
async function pageClosed(purchaseId: string): Promise<void> {
  const then = new Date(Date.now() - (paytrTimeoutMinutes + 1) * 60_000).toISOString();
  await t.database.db.updateTable('purchases').set({ created_at: then }).where('id', '=', purchaseId).execute();
}

describe('the purchases budget', () => {
  it('takes a few bank-transfer requests an hour from a company, then 429 and no purchase', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const account = await makeBankAccount(t);
    const body = {
      plan_id: plan.id,
      duration_months: 3,
      invoice_company_name: 'Deneme Lojistik A.Ş.',
      bank_account_id: account.id,
    };
    const { burst, windowSeconds, limited } = writeBudgets.purchases;
    for (let i = 1; i <= burst; i++) {
      const res = await injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', body);
      expect(res.statusCode, `purchase ${i}: ${res.body}`).toBe(201);
    }
    const before = await snapshot(t);
    const refused = await injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', body);
    // One comes back every hour / 5 = 12 minutes (the clock runs: at most that).
    expect(expectLimited(refused, limited)).toBeLessThanOrEqual(windowSeconds / burst);
    expect(refused.json().detail).toMatch(
      /^Şirketiniz kısa sürede çok fazla satın alma isteği gönderdi\. Lütfen 1?\d dakika/,
    );
    expect(await snapshot(t)).toBe(before);
    // The card budget is a budget of its own.
    await withPaytr();
    expect((await buyByCard(c, plan.id)).statusCode).toBe(201);
  });
});

describe('card payments', () => {
  it('start a few an hour per company, each one get-token call; past it 429, no call to PayTR and no purchase', async () => {
    await withPaytr();
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const { burst, limited } = writeBudgets['card-payments'];
    const calls = t.fake.tokenRequests.length;
    for (let i = 1; i <= burst; i++) {
      const res = await buyByCard(c, plan.id);
      expect(res.statusCode, `card payment ${i}: ${res.body}`).toBe(201);
      // Abandoned at once: the open-page cap below stays out of the way.
      await pageClosed(res.json().purchase_id);
    }
    expect(t.fake.tokenRequests.length).toBe(calls + burst);

    const before = await snapshot(t);
    expectLimited(await buyByCard(c, plan.id), limited);
    expect(t.fake.tokenRequests.length).toBe(calls + burst);
    expect(await snapshot(t)).toBe(before);

    // Another company's employer still reaches PayTR.
    const other = await makeCompany(t, 'Başka Şirket A.Ş.');
    expect((await buyByCard(other, plan.id)).statusCode).toBe(201);
    expect(t.fake.tokenRequests.length).toBe(calls + burst + 1);
  });

  it('count a get-token call that PayTR refuses (502): the call went out', async () => {
    await withPaytr();
    const operator = await operatorCaller(t);
    const settings = (merchant_key: string) =>
      injectAs(t, operator, 'PUT', '/api/super-admin/paytr-settings', {
        merchant_id: fakeCredentials.merchantId,
        merchant_key,
        merchant_salt: fakeCredentials.merchantSalt,
        is_test_mode: true,
        is_active: true,
      });
    expect((await settings('yanlis-anahtar-0123456789')).statusCode).toBe(200);
    try {
      const c = await makeCompany(t);
      const plan = await makePlan(t);
      const { burst, limited } = writeBudgets['card-payments'];
      const calls = t.fake.tokenRequests.length;
      for (let i = 1; i <= burst; i++) {
        const refused = await provokingServerError(() => buyByCard(c, plan.id));
        expect(refused.statusCode, `payment ${i}`).toBe(502);
      }
      expect(t.fake.tokenRequests.length).toBe(calls + burst);
      const before = await snapshot(t);
      expectLimited(await buyByCard(c, plan.id), limited);
      expect(t.fake.tokenRequests.length).toBe(calls + burst);
      expect(await snapshot(t)).toBe(before);
    } finally {
      expect((await settings(fakeCredentials.merchantKey)).statusCode).toBe(200);
    }
  });

  it('wait while the company has as many payment pages open as the cap, then go on once one closes', async () => {
    await withPaytr();
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const opened: string[] = [];
    for (let i = 1; i <= openCardPaymentsDefault; i++) {
      const res = await buyByCard(c, plan.id);
      expect(res.statusCode, `card payment ${i}: ${res.body}`).toBe(201);
      opened.push(res.json().purchase_id);
    }
    const calls = t.fake.tokenRequests.length;
    const before = await snapshot(t);
    const refused = await buyByCard(c, plan.id);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    // The first page closes PayTR's 30 minutes after it opened: just under that from now.
    expect(seconds).toBeGreaterThan(paytrTimeoutMinutes * 60 - 120);
    expect(seconds).toBeLessThanOrEqual(paytrTimeoutMinutes * 60);
    expect(refused.json().detail).toBe(errors.cardPaymentsOpen(openCardPaymentsDefault, waitInWords(seconds)));
    expect(refused.json().detail).toMatch(/^Şirketinizin ödeme sayfası açık 3 kartla ödemesi var\. .* 30 dakika sonra/);
    expect(t.fake.tokenRequests.length).toBe(calls);
    expect(await snapshot(t)).toBe(before);

    // A manager, who may not buy, is told so rather than about the pages.
    const manager = await injectAs(t, c.mudur, 'POST', '/api/subscriptions/purchase-with-paytr', {
      plan_id: plan.id,
      invoice_company_name: 'Deneme Lojistik A.Ş.',
      user_phone: '05551234567',
    });
    expect(manager.statusCode).toBe(403);

    await pageClosed(opened[0]!);
    expect((await buyByCard(c, plan.id)).statusCode).toBe(201);
    expect(t.fake.tokenRequests.length).toBe(calls + 1);
  });
});

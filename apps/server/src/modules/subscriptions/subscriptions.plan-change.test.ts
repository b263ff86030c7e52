import { randomUUID } from 'node:crypto';
import { addMonths, errors, tlTextOf, type Purchase, type PurchaseQuote } from '@vazife/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  makeBankAccount,
  makeCompany,
  makePlan,
  makePurchase,
  operatorCaller,
  type TestCompany,
} from '../../test/factories.js';
import { injectAs } from '../../test/test-app.js';
import { fakeCredentials, usePaytrApp } from './paytr/paytr-test-kit.js';
import { switchDuePlans } from './subscription-expiry.job.js';

/**
 * Changing plans (docs/product-rules.md, "Changing plans"), each case bought both ways: by bank
 * transfer and the operator's approval, and by card and PayTR's signed notification (through the
 * fake PayTR). Both settle through one rule, so each case expects the same of both.
 */
const t = usePaytrApp();
const day = 86_400_000;
const paths = ['havale', 'kart'] as const;
type Path = (typeof paths)[number];

let operator: { token: string };
let accountId: string;
beforeAll(async () => {
  operator = await operatorCaller(t);
  const saved = await injectAs(t, operator, 'POST', '/api/super-admin/paytr-settings', {
    merchant_id: fakeCredentials.merchantId,
    merchant_key: fakeCredentials.merchantKey,
    merchant_salt: fakeCredentials.merchantSalt,
    is_test_mode: true,
    is_active: true,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  accountId = (await makeBankAccount(t)).id;
});

/** Başlangıç at 299 TL a month and Profesyonel at 599 TL, new for each test. */
async function twoPlans() {
  const basic = await makePlan(t, { name: `Başlangıç ${randomUUID().slice(0, 4)}`, priceKurus: 29_900 });
  const pro = await makePlan(t, { name: `Profesyonel ${randomUUID().slice(0, 4)}`, priceKurus: 59_900 });
  return { basic, pro };
}

/**
 * The company on `plan` until `endsAt`, the period [startsAt, endsAt) paid `paidKurus`: as an
 * approved purchase leaves it.
 */
async function onPaidPlan(c: TestCompany, plan: { id: string; name: string }, paid: PaidPeriod) {
  await t.database.db
    .updateTable('companies')
    .set({ subscription_plan_id: plan.id, subscription_end_date: iso(paid.endsAt), is_trial: false })
    .where('id', '=', c.id)
    .execute();
  return makePurchase(t, c.id, {
    plan_id: plan.id,
    plan_name: plan.name,
    duration_months: paid.months,
    total_kurus: paid.paidKurus,
    status: 'onaylandi',
    created_by: c.owner.id,
    created_at: iso(paid.startsAt),
    decided_at: iso(paid.startsAt),
    period_kind: 'new',
    period_starts_at: iso(paid.startsAt),
    period_ends_at: iso(paid.endsAt),
    period_value_kurus: paid.paidKurus,
    plan_switched_at: iso(paid.startsAt),
  });
}

interface PaidPeriod {
  startsAt: number;
  endsAt: number;
  months: number;
  paidKurus: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Three months of Başlangıç (897 TL, 90 days) with 84 whole days and two hours left: an upgrade
 * credits floor(89 700 × 84 ÷ 90) = 83 720 kuruş.
 */
const basicWith84DaysLeft = (): PaidPeriod => {
  const endsAt = Date.now() + 84 * day + 2 * 3_600_000;
  return { startsAt: endsAt - 90 * day, endsAt, months: 3, paidKurus: 89_700 };
};

const companyRow = (c: TestCompany) =>
  t.database.db
    .selectFrom('companies')
    .select(['subscription_plan_id', 'subscription_end_date', 'subscription_status', 'is_trial'])
    .where('id', '=', c.id)
    .executeTakeFirstOrThrow();

const purchaseCount = async (c: TestCompany) =>
  (await t.database.db.selectFrom('purchases').select('id').where('company_id', '=', c.id).execute()).length;

async function quote(c: TestCompany, planId: string, months: number): Promise<PurchaseQuote> {
  const res = await injectAs(t, c.owner, 'GET', `/api/subscriptions/quote?plan_id=${planId}&duration_months=${months}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The purchase made the way `path` says; its answer (201), or the refusal. */
async function purchase(path: Path, c: TestCompany, planId: string, months: number) {
  return path === 'havale'
    ? injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', {
        plan_id: planId,
        duration_months: months,
        invoice_company_name: 'Deneme Lojistik A.Ş.',
        bank_account_id: accountId,
      })
    : injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase-with-paytr', {
        plan_id: planId,
        duration_months: months,
        invoice_company_name: 'Deneme Lojistik A.Ş.',
        user_phone: '0532 111 22 33',
      });
}

/** Bought and settled: approved by the operator, or paid in the fake PayTR's page; as the employer then sees it. */
async function buyAndSettle(path: Path, c: TestCompany, planId: string, months: number): Promise<Purchase> {
  const res = await purchase(path, c, planId, months);
  expect(res.statusCode, res.body).toBe(201);
  let id: string;
  if (path === 'havale') {
    id = res.json().purchase.id;
    const approved = await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  } else {
    id = res.json().purchase_id;
    const token = decodeURIComponent(res.json().paytr_iframe_url.split('/odeme/guvenli/')[1]);
    await t.fake.pay(token, 'success');
  }
  const mine: Purchase[] = (await injectAs(t, c.owner, 'GET', '/api/subscriptions/my-purchases')).json();
  const found = mine.find((each) => each.id === id)!;
  expect(found.status).toBe('onaylandi');
  return found;
}

const near = (actual: string | null, expected: number) =>
  expect(Math.abs(Date.parse(actual!) - expected), `${actual} ≈ ${iso(expected)}`).toBeLessThan(60_000);

describe.each(paths)('changing plans, bought by %s', (path) => {
  it('adds the same plan to the current one, from its end', async () => {
    const c = await makeCompany(t);
    const { basic } = await twoPlans();
    const paid = basicWith84DaysLeft();
    await onPaidPlan(c, basic, paid);
    const offered = await quote(c, basic.id, 1);
    expect(offered).toMatchObject({
      period_kind: 'extend',
      list_amount: 299,
      credit_amount: 0,
      credit_days: null,
      total_amount: 299,
      starts_at: iso(paid.endsAt),
      credit_covers_price: false,
    });
    const bought = await buyAndSettle(path, c, basic.id, 1);
    const end = addMonths(new Date(paid.endsAt), 1).toISOString();
    expect(bought).toMatchObject({
      total_amount: 299,
      credit_amount: 0,
      period_kind: 'extend',
      period_starts_at: iso(paid.endsAt),
      period_ends_at: end,
    });
    expect(await companyRow(c)).toMatchObject({ subscription_plan_id: basic.id, subscription_end_date: end });
  });

  it('starts a dearer plan now, the unused paid days of the current one taken off its price', async () => {
    const c = await makeCompany(t);
    const { basic, pro } = await twoPlans();
    const paid = basicWith84DaysLeft();
    const earlier = await onPaidPlan(c, basic, paid);
    const offered = await quote(c, pro.id, 3);
    expect(offered).toMatchObject({
      period_kind: 'upgrade',
      current_plan_name: basic.name,
      list_amount: 1797,
      credit_amount: 837.2,
      credit_days: 84,
      credit_plan_name: basic.name,
      total_amount: 959.8,
      credit_covers_price: false,
    });
    near(offered.starts_at, Date.now());
    const bought = await buyAndSettle(path, c, pro.id, 3);
    // The amount charged is the server's: by card, what PayTR was asked for.
    expect(bought).toMatchObject({
      total_amount: 959.8,
      credit_amount: 837.2,
      credit_days: 84,
      credit_plan_name: basic.name,
      period_kind: 'upgrade',
    });
    if (path === 'kart') expect(t.fake.tokenRequests.at(-1)?.payment_amount).toBe('95980');
    near(bought.period_starts_at, Date.now());
    near(bought.period_ends_at, addMonths(new Date(), 3).getTime());
    const company = await companyRow(c);
    expect(company.subscription_plan_id).toBe(pro.id);
    expect(company.subscription_end_date).toBe(bought.period_ends_at);
    // What was credited of the earlier period is spent: it ends where the new one starts.
    const cut = await t.database.db
      .selectFrom('purchases')
      .select('period_ends_at')
      .where('id', '=', earlier)
      .executeTakeFirstOrThrow();
    expect(cut.period_ends_at).toBe(bought.period_starts_at);
    // A second upgrade now credits what the new period was worth, never the old one again.
    const next = await quote(c, (await makePlan(t, { priceKurus: 99_900 })).id, 12);
    expect(next.credit_plan_name).toBe(pro.name);
  });

  it('queues a cheaper plan after the current one, which it follows when the operator moves the end', async () => {
    const c = await makeCompany(t);
    const { basic, pro } = await twoPlans();
    const endsAt = Date.now() + 20 * day;
    await onPaidPlan(c, pro, { startsAt: endsAt - 30 * day, endsAt, months: 1, paidKurus: 59_900 });
    const offered = await quote(c, basic.id, 1);
    expect(offered).toMatchObject({ period_kind: 'downgrade', total_amount: 299, credit_amount: 0 });
    expect(offered.starts_at).toBe(iso(endsAt));
    const bought = await buyAndSettle(path, c, basic.id, 1);
    const queuedEnd = addMonths(new Date(endsAt), 1).getTime();
    expect(bought).toMatchObject({ period_kind: 'downgrade', period_starts_at: iso(endsAt) });
    expect(bought.period_ends_at).toBe(iso(queuedEnd));
    // Still on the dearer plan until it ends; the subscription runs to the queued one's end.
    expect(await companyRow(c)).toMatchObject({ subscription_plan_id: pro.id, subscription_end_date: iso(queuedEnd) });
    // The operator sees it queued in the purchase list.
    const listed: Purchase[] = (await injectAs(t, operator, 'GET', '/api/super-admin/purchases')).json();
    expect(listed.find((p) => p.id === bought.id)).toMatchObject({
      period_kind: 'downgrade',
      period_starts_at: iso(endsAt),
    });

    // The operator sets the end by hand: the queued month follows it, whole.
    const moved = Date.parse(iso(Date.now() + 40 * day));
    const edit = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
      subscription_plan_id: pro.id,
      subscription_end_date: iso(moved),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const length = queuedEnd - endsAt;
    const after: Purchase[] = (await injectAs(t, c.owner, 'GET', '/api/subscriptions/my-purchases')).json();
    expect(after.find((p) => p.id === bought.id)).toMatchObject({
      period_starts_at: iso(moved),
      period_ends_at: iso(moved + length),
    });
    expect((await companyRow(c)).subscription_end_date).toBe(iso(moved + length));

    // Once its period has begun the company is on it (the expiry job's pass).
    expect(await switchDuePlans(t.database.db, new Date(moved + 3_600_000))).toBeGreaterThanOrEqual(1);
    expect((await companyRow(c)).subscription_plan_id).toBe(basic.id);
  });

  it('ends the subscription with its queued plan when the operator sets a past date', async () => {
    const c = await makeCompany(t);
    const { basic, pro } = await twoPlans();
    const endsAt = Date.now() + 20 * day;
    await onPaidPlan(c, pro, { startsAt: endsAt - 30 * day, endsAt, months: 1, paidKurus: 59_900 });
    const bought = await buyAndSettle(path, c, basic.id, 1);
    expect(bought).toMatchObject({ period_kind: 'downgrade', period_starts_at: iso(endsAt) });

    // A chargeback: the operator ends it yesterday. The queued month goes with it.
    const past = iso(Date.now() - day);
    const edit = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
      subscription_plan_id: pro.id,
      subscription_end_date: past,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await companyRow(c)).toMatchObject({ subscription_end_date: past, subscription_status: 'expired' });
    const after: Purchase[] = (await injectAs(t, c.owner, 'GET', '/api/subscriptions/my-purchases')).json();
    const queued = after.find((p) => p.id === bought.id)!;
    expect(queued.period_starts_at).toBe(queued.period_ends_at);
    // Nothing is switched to later: the company stays ended on the plan the operator set.
    await switchDuePlans(t.database.db, new Date(endsAt + 3_600_000));
    expect(await companyRow(c)).toMatchObject({ subscription_plan_id: pro.id, subscription_status: 'expired' });
  });

  it('credits nothing for a trial: a dearer plan starts now at its full price', async () => {
    const c = await makeCompany(t);
    const { basic, pro } = await twoPlans();
    await t.database.db
      .updateTable('companies')
      .set({ subscription_plan_id: basic.id, is_trial: true, subscription_end_date: iso(Date.now() + 10 * day) })
      .where('id', '=', c.id)
      .execute();
    const offered = await quote(c, pro.id, 1);
    expect(offered).toMatchObject({ period_kind: 'upgrade', credit_amount: 0, credit_days: null, total_amount: 599 });
    const bought = await buyAndSettle(path, c, pro.id, 1);
    expect(bought).toMatchObject({ total_amount: 599, credit_amount: 0, period_kind: 'upgrade' });
    near(bought.period_ends_at, addMonths(new Date(), 1).getTime());
    expect(await companyRow(c)).toMatchObject({
      subscription_plan_id: pro.id,
      subscription_end_date: bought.period_ends_at,
    });
    expect(Boolean((await companyRow(c)).is_trial)).toBe(false);
  });

  it('refuses a purchase whose credit covers its price, asking for a longer duration, and keeps nothing', async () => {
    const c = await makeCompany(t);
    const { basic, pro } = await twoPlans();
    await onPaidPlan(c, basic, basicWith84DaysLeft());
    const offered = await quote(c, pro.id, 1);
    expect(offered).toMatchObject({
      list_amount: 599,
      credit_amount: 837.2,
      total_amount: 0,
      credit_covers_price: true,
    });
    const before = {
      purchases: await purchaseCount(c),
      company: await companyRow(c),
      tokens: t.fake.tokenRequests.length,
    };
    const res = await purchase(path, c, pro.id, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(errors.creditCoversPrice(tlTextOf(83_720), tlTextOf(59_900)));
    expect(res.json().detail).toContain('837,20 TL');
    expect(await purchaseCount(c)).toBe(before.purchases);
    expect(await companyRow(c)).toEqual(before.company);
    // By card, PayTR is not even asked.
    expect(t.fake.tokenRequests.length).toBe(before.tokens);
  });
});

import { errors, extendedEndDate } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import {
  setSubscription,
  makeBankAccount,
  makeCompany,
  makePlan,
  operatorCaller,
  putOnPlan,
  type TestCompany,
} from '../../test/factories.js';
import { exe, multipart, png } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/**
 * The employer buys more of the plan the company is on (put on a new one first): the same plan
 * extends the subscription (the other changes of plan: subscriptions.plan-change.test.ts).
 */
async function buy(c: TestCompany, opts: { months?: number; priceKurus?: number; maxUsers?: number } = {}) {
  const plan = await makePlan(t, { priceKurus: opts.priceKurus ?? 49_900, maxUsers: opts.maxUsers ?? 50 });
  await putOnPlan(t, c.id, plan.id);
  const account = await makeBankAccount(t);
  const res = await injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', {
    plan_id: plan.id,
    duration_months: opts.months ?? 1,
    invoice_company_name: 'Deneme Lojistik A.Ş.',
    bank_account_id: account.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { purchaseId: res.json().purchase.id as string, plan };
}

const companyRow = (c: TestCompany) =>
  t.database.db
    .selectFrom('companies')
    .select(['subscription_status', 'subscription_end_date', 'subscription_plan_id', 'is_trial'])
    .where('id', '=', c.id)
    .executeTakeFirstOrThrow();

const notificationsOf = (userId: string) =>
  t.database.db.selectFrom('notifications').select(['type', 'body']).where('user_id', '=', userId).execute();

describe('the operator’s plans', () => {
  it('creates, lists, edits and deletes a plan, features one per line', async () => {
    const operator = await operatorCaller(t);
    const created = await injectAs(t, operator, 'POST', '/api/super-admin/plans', {
      name: 'Profesyonel',
      price: '749.90',
      max_users: 50,
      features: 'Sınırsız görev\n\n  Raporlar  \n',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ price: 749.9, max_users: 50, features: ['Sınırsız görev', 'Raporlar'] });
    const id = created.json().id;
    const edited = await injectAs(t, operator, 'PUT', `/api/super-admin/plans/${id}`, {
      price: 799,
      is_active: 'false',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price: 799, is_active: false, name: 'Profesyonel' });
    const list = await injectAs(t, operator, 'GET', '/api/super-admin/plans');
    expect(list.json().map((p: { id: string }) => p.id)).toContain(id);
    expect((await injectAs(t, operator, 'DELETE', `/api/super-admin/plans/${id}`)).statusCode).toBe(200);
    expect((await injectAs(t, operator, 'DELETE', `/api/super-admin/plans/${id}`)).statusCode).toBe(404);
  });

  it('refuses a plan without its name, price or seat limit, or with a price of three decimals', async () => {
    const operator = await operatorCaller(t);
    for (const body of [
      { price: 10, max_users: 5 },
      { name: 'A', max_users: 5 },
      { name: 'A', price: 10 },
      { name: 'A', price: '10.005', max_users: 5 },
      { name: 'A', price: -1, max_users: 5 },
      { name: 'A', price: 10, max_users: 0 },
    ]) {
      const res = await injectAs(t, operator, 'POST', '/api/super-admin/plans', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('keeps a plan a company is on: it is made passive instead', async () => {
    const c = await makeCompany(t);
    const operator = await operatorCaller(t);
    const { purchaseId, plan } = await buy(c);
    const res = await injectAs(t, operator, 'DELETE', `/api/super-admin/plans/${plan.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(errors.planInUse);
    expect((await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/approve`)).statusCode).toBe(
      200,
    );
    expect((await injectAs(t, operator, 'DELETE', `/api/super-admin/plans/${plan.id}`)).statusCode).toBe(409);
  });
});

describe('the operator’s bank accounts', () => {
  it('adds an account with a valid IBAN only, edits and deletes it', async () => {
    const operator = await operatorCaller(t);
    const bad = await injectAs(t, operator, 'POST', '/api/super-admin/bank-accounts', {
      bank_name: 'Ziraat',
      account_holder: 'Vazife A.Ş.',
      iban: 'TR330006100519786457841327',
    });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().detail)).toContain('IBAN geçersiz');
    const missing = await injectAs(t, operator, 'POST', '/api/super-admin/bank-accounts', { iban: '' });
    expect(missing.statusCode).toBe(422);
    const created = await injectAs(t, operator, 'POST', '/api/super-admin/bank-accounts', {
      bank_name: 'Ziraat Bankası',
      account_holder: 'Vazife A.Ş.',
      iban: 'tr33 0006 1005 1978 6457 8413 26',
      display_order: 2,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ iban: 'TR330006100519786457841326', display_order: 2, is_active: true });
    const id = created.json().id;
    const edited = await injectAs(t, operator, 'PUT', `/api/super-admin/bank-accounts/${id}`, { is_active: false });
    expect(edited.json().is_active).toBe(false);
    expect(
      (await injectAs(t, operator, 'GET', '/api/super-admin/bank-accounts')).json().map((a: { id: string }) => a.id),
    ).toContain(id);
    expect((await injectAs(t, operator, 'DELETE', `/api/super-admin/bank-accounts/${id}`)).statusCode).toBe(200);
    expect(
      (await injectAs(t, operator, 'PUT', `/api/super-admin/bank-accounts/${id}`, { is_active: true })).statusCode,
    ).toBe(404);
  });
});

describe('the operator’s purchases', () => {
  it('approves once: the end date moves on from the later of now and the current end, the plan is set', async () => {
    const c = await makeCompany(t);
    const operator = await operatorCaller(t);
    const before = await companyRow(c);
    const { purchaseId, plan } = await buy(c, { months: 3 });
    const pending = await injectAs(t, operator, 'GET', '/api/super-admin/purchases?status=beklemede');
    expect(pending.json().map((p: { id: string }) => p.id)).toContain(purchaseId);
    const res = await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/approve`, {
      notes: 'Dekont görüldü',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'onaylandi', admin_notes: 'Dekont görüldü' });
    const after = await companyRow(c);
    // The trial's end is later than now: three months from it.
    expect(after.subscription_end_date).toBe(extendedEndDate(before.subscription_end_date, 3, new Date(0)));
    expect(after).toMatchObject({ subscription_status: 'active', subscription_plan_id: plan.id });
    expect(Boolean(after.is_trial)).toBe(false);
    const my = await injectAs(t, c.owner, 'GET', '/api/companies/my');
    expect(my.json()).toMatchObject({ plan_name: plan.name, max_users: 50, subscription_status: 'active' });
    const again = await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(errors.purchaseNotPending);
    expect((await companyRow(c)).subscription_end_date).toBe(after.subscription_end_date);
    expect(await notificationsOf(c.owner.id)).toEqual([expect.objectContaining({ type: 'purchase_approved' })]);
    // What the bell's texts name, for the web to write them in English.
    expect((await injectAs(t, c.owner, 'GET', '/api/notifications')).json()[0].params).toEqual({
      plan: plan.name,
      months: '3',
      end_date: after.subscription_end_date,
    });
    const approved = await injectAs(t, operator, 'GET', '/api/super-admin/purchases?status=onaylandi');
    expect(approved.json().map((p: { id: string }) => p.id)).toContain(purchaseId);
  });

  it('counts months as calendars do: 31 January and one month is the end of February', async () => {
    const c = await makeCompany(t);
    const operator = await operatorCaller(t);
    await t.database.db
      .updateTable('companies')
      .set({ subscription_end_date: '2099-01-31T12:00:00.000Z' })
      .where('id', '=', c.id)
      .execute();
    const first = await buy(c, { months: 1 });
    expect(
      (await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${first.purchaseId}/approve`)).statusCode,
    ).toBe(200);
    expect((await companyRow(c)).subscription_end_date).toBe('2099-02-28T12:00:00.000Z');
    const second = await buy(c, { months: 12 });
    expect(
      (await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${second.purchaseId}/approve`)).statusCode,
    ).toBe(200);
    expect((await companyRow(c)).subscription_end_date).toBe('2100-02-28T12:00:00.000Z');
  });

  it('re-activates an ended subscription from now', async () => {
    const c = await makeCompany(t);
    const operator = await operatorCaller(t);
    await setSubscription(t, c.id, {
      subscription_status: 'expired',
      subscription_end_date: '2020-01-31T12:00:00.000Z',
    });
    const { purchaseId } = await buy(c, { months: 1 });
    const start = Date.now();
    expect((await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/approve`)).statusCode).toBe(
      200,
    );
    const after = await companyRow(c);
    expect(after.subscription_status).toBe('active');
    const end = Date.parse(after.subscription_end_date!);
    expect(end).toBeGreaterThan(start + 27 * 86_400_000);
    expect(end).toBeLessThan(Date.now() + 32 * 86_400_000);
    // Writes work again.
    const task = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'Sayım',
      description: 'Ay sonu',
      assigned_to: c.isci.id,
    });
    expect(task.statusCode).toBe(201);
  });

  it('rejects with a required reason, which the employer’s notification carries', async () => {
    const c = await makeCompany(t);
    const operator = await operatorCaller(t);
    const { purchaseId } = await buy(c);
    const before = await companyRow(c);
    const blank = await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/reject`, {
      rejection_reason: ' ',
    });
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(blank.json().detail)).toContain(errors.rejectionReasonRequired);
    const res = await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/reject`, {
      rejection_reason: 'Dekont bulunamadı',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'reddedildi', rejection_reason: 'Dekont bulunamadı' });
    expect(await companyRow(c)).toEqual(before);
    const [note] = await notificationsOf(c.owner.id);
    expect(note).toMatchObject({ type: 'purchase_rejected' });
    expect(note!.body).toContain('Dekont bulunamadı');
    expect((await injectAs(t, c.owner, 'GET', '/api/notifications')).json()[0].params).toEqual({
      plan: expect.any(String),
      reason: 'Dekont bulunamadı',
    });
    expect((await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/approve`)).statusCode).toBe(
      409,
    );
  });

  it('takes an invoice as PDF, JPEG or PNG by its bytes, and refuses anything else', async () => {
    const c = await makeCompany(t);
    const operator = await operatorCaller(t);
    const { purchaseId } = await buy(c);
    await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/approve`);
    const url = `/api/super-admin/purchases/${purchaseId}/upload-invoice`;
    const fake = multipart({}, [{ field: 'invoice', name: 'fatura.pdf', data: exe(), type: 'application/pdf' }]);
    expect((await injectAs(t, operator, 'POST', url, fake)).statusCode).toBe(415);
    const none = await injectAs(t, operator, 'POST', url, multipart({}, []));
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(errors.invoiceFileRequired);
    const image = multipart({}, [{ field: 'invoice', name: 'fatura.png', data: await png(), type: 'image/png' }]);
    expect((await injectAs(t, operator, 'POST', url, image)).statusCode).toBe(200);
  });

  it('answers 404 for a purchase that does not exist', async () => {
    const operator = await operatorCaller(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const action of ['approve', 'reject'])
      expect(
        (
          await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${missing}/${action}`, {
            rejection_reason: 'x',
          })
        ).statusCode,
      ).toBe(404);
  });

  it('extends once when two approvals of one purchase arrive at the same moment', async () => {
    const c = await makeCompany(t);
    const operator = await operatorCaller(t);
    const before = await companyRow(c);
    const { purchaseId } = await buy(c, { months: 6 });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${purchaseId}/approve`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const after = await companyRow(c);
    expect(after.subscription_end_date).toBe(extendedEndDate(before.subscription_end_date, 6, new Date(0)));
    expect((await notificationsOf(c.owner.id)).length).toBe(1);
  });
});

describe('operator calls and user tokens', () => {
  it('refuses a user token and no token on every operator call', async () => {
    const c = await makeCompany(t);
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['GET', '/api/super-admin/plans'],
      ['POST', '/api/super-admin/plans'],
      ['PUT', `/api/super-admin/plans/${id}`],
      ['DELETE', `/api/super-admin/plans/${id}`],
      ['GET', '/api/super-admin/bank-accounts'],
      ['POST', '/api/super-admin/bank-accounts'],
      ['PUT', `/api/super-admin/bank-accounts/${id}`],
      ['DELETE', `/api/super-admin/bank-accounts/${id}`],
      ['GET', '/api/super-admin/purchases'],
      ['PUT', `/api/super-admin/purchases/${id}/approve`],
      ['PUT', `/api/super-admin/purchases/${id}/reject`],
      ['POST', `/api/super-admin/purchases/${id}/upload-invoice`],
    ] as const;
    for (const [method, url] of calls)
      for (const who of [c.owner, c.isci, undefined])
        expect((await injectAs(t, who, method, url, {})).statusCode, `${method} ${url}`).toBe(401);
  });
});

import path from 'node:path';
import { errors } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import {
  everyone,
  makeBankAccount,
  makeCompany,
  makePlan,
  operatorCaller,
  type TestCompany,
} from '../../test/factories.js';
import { filesUnder, multipart, pdf } from '../../test/sample-files.js';
import { formBody, injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const employerCalls = [
  ['GET', '/api/plans/active'],
  ['GET', '/api/bank-accounts/active'],
  ['GET', '/api/subscriptions/my-purchases'],
  ['GET', '/api/subscriptions/quote'],
  ['POST', '/api/subscriptions/purchase'],
] as const;

/** A call's address: the quote names the plan it prices. */
const urlOf = (url: string, planId: string) =>
  url.endsWith('/quote') ? `${url}?plan_id=${planId}&duration_months=3` : url;

async function offer() {
  const plan = await makePlan(t, { priceKurus: 19_999, maxUsers: 25 });
  const account = await makeBankAccount(t);
  return { plan, account };
}

function purchaseBody(planId: string, accountId: string, extra: Record<string, unknown> = {}) {
  return {
    plan_id: planId,
    duration_months: 3,
    payment_method: 'havale_eft',
    invoice_company_name: 'Deneme Lojistik A.Ş.',
    invoice_tax_office: 'Kadıköy',
    invoice_tax_number: '1234567890',
    bank_account_id: accountId,
    ...extra,
  };
}

/** The files kept in the invoices area. */
const storedInvoices = () => filesUnder(path.join(t.config.dataDir, 'files', 'invoices'));

const purchaseCount = async (c: TestCompany) =>
  (await t.database.db.selectFrom('purchases').select('id').where('company_id', '=', c.id).execute()).length;

describe('the employer’s subscription calls', () => {
  it('lists the plans on sale, cheapest first, and the active accounts', async () => {
    const c = await makeCompany(t);
    const dear = await makePlan(t, { name: 'Kurumsal', priceKurus: 999_900, maxUsers: 999_999 });
    const cheap = await makePlan(t, { name: 'Başlangıç', priceKurus: 100 });
    const passive = await makePlan(t, { name: 'Eski', priceKurus: 50, active: false });
    const account = await makeBankAccount(t);
    const closed = await makeBankAccount(t, { active: false });
    const plans = await injectAs(t, c.owner, 'GET', '/api/plans/active');
    expect(plans.statusCode).toBe(200);
    const listed: { id: string; price: number }[] = plans.json();
    const ids = listed.map((p) => p.id);
    expect(ids).toContain(dear.id);
    expect(ids).not.toContain(passive.id);
    expect(ids.indexOf(cheap.id)).toBeLessThan(ids.indexOf(dear.id));
    const prices = listed.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(listed.find((p) => p.id === dear.id)).toMatchObject({ price: 9999, max_users: 999_999 });
    const accounts = await injectAs(t, c.owner, 'GET', '/api/bank-accounts/active');
    expect(accounts.statusCode).toBe(200);
    const accountIds = accounts.json().map((a: { id: string }) => a.id);
    expect(accountIds).toContain(account.id);
    expect(accountIds).not.toContain(closed.id);
  });

  it('makes a waiting bank-transfer purchase whose total the server computes', async () => {
    const c = await makeCompany(t);
    const { plan, account } = await offer();
    const res = await injectAs(
      t,
      c.owner,
      'POST',
      '/api/subscriptions/purchase',
      purchaseBody(plan.id, account.id, { total_amount: 1, price: 1 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().purchase).toMatchObject({
      plan_id: plan.id,
      plan_name: plan.name,
      company_name: 'Deneme Lojistik A.Ş.',
      duration_months: 3,
      total_amount: 599.97,
      status: 'beklemede',
      payment_method: 'havale_eft',
      invoice_file_url: null,
    });
    const mine = await injectAs(t, c.owner, 'GET', '/api/subscriptions/my-purchases');
    expect(mine.json().map((p: { id: string }) => p.id)).toEqual([res.json().purchase.id]);
    // A form body, as the purchase dialog sends it, the default month and method.
    const form = formBody({
      plan_id: plan.id,
      invoice_company_name: 'Deneme Lojistik A.Ş.',
      bank_account_id: account.id,
    });
    const byForm = await injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', form.payload, form.headers);
    expect(byForm.statusCode, byForm.body).toBe(201);
    expect(byForm.json().purchase).toMatchObject({ duration_months: 1, total_amount: 199.99 });
  });

  it.each([
    [{ invoice_company_name: '  ' }, errors.invoiceCompanyNameRequired],
    [{ bank_account_id: '' }, errors.bankAccountRequired],
    [{ payment_method: 'kredi_karti', user_phone: '05551234567' }, errors.cardPaymentUnavailable],
    [{ duration_months: 2 }, errors.purchaseDuration],
    [{ invoice_tax_number: '1234567891' }, errors.invoiceTaxNumberInvalid],
    [{ invoice_tax_number: '<b>1234567890</b>' }, errors.invoiceTaxNumberInvalid],
    [{ user_phone: '0532 ABC 22 33' }, errors.phoneInvalid],
    [{ user_phone: '<img src=x>' }, errors.phoneInvalid],
  ])('refuses %o with its Turkish message and makes nothing', async (extra, message) => {
    const c = await makeCompany(t);
    const { plan, account } = await offer();
    const res = await injectAs(
      t,
      c.owner,
      'POST',
      '/api/subscriptions/purchase',
      purchaseBody(plan.id, account.id, extra),
    );
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().detail)).toContain(message);
    expect(await purchaseCount(c)).toBe(0);
  });

  it('refuses a plan or an account that is not on offer with 404', async () => {
    const c = await makeCompany(t);
    const { plan, account } = await offer();
    const passive = await makePlan(t, { active: false });
    const closed = await makeBankAccount(t, { active: false });
    for (const body of [
      purchaseBody(passive.id, account.id),
      purchaseBody(plan.id, closed.id),
      purchaseBody('00000000-0000-4000-8000-000000000000', account.id),
    ]) {
      const res = await injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', body);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await purchaseCount(c)).toBe(0);
  });

  it('is the employer’s alone: other roles 403, no token 401, an operator token 401', async () => {
    const c = await makeCompany(t);
    const { plan, account } = await offer();
    const operator = await operatorCaller(t);
    for (const [method, url] of employerCalls) {
      const body = method === 'POST' ? purchaseBody(plan.id, account.id) : undefined;
      for (const [role, who] of Object.entries(everyone(c))) {
        if (role === 'isveren') continue;
        const res = await injectAs(t, who, method, urlOf(url, plan.id), body);
        expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
      }
      expect((await injectAs(t, undefined, method, url, body)).statusCode).toBe(401);
      expect((await injectAs(t, operator, method, url, body)).statusCode).toBe(401);
    }
    expect(await purchaseCount(c)).toBe(0);
  });

  it('shows a company its own purchases only, and its invoice to its employer and the operator only', async () => {
    const a = await makeCompany(t, 'Birinci A.Ş.');
    const b = await makeCompany(t, 'İkinci A.Ş.');
    const { plan, account } = await offer();
    const bought = await injectAs(t, a.owner, 'POST', '/api/subscriptions/purchase', purchaseBody(plan.id, account.id));
    const id = bought.json().purchase.id;
    expect((await injectAs(t, b.owner, 'GET', '/api/subscriptions/my-purchases')).json()).toEqual([]);
    const operator = await operatorCaller(t);
    const invoice = () =>
      multipart({}, [{ field: 'invoice', name: 'fatura.pdf', data: pdf(), type: 'application/pdf' }]);
    const upload = () => injectAs(t, operator, 'POST', `/api/super-admin/purchases/${id}/upload-invoice`, invoice());
    // Not before the payment is approved: a clear 409, and no file kept.
    const early = await upload();
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(errors.invoiceBeforeApproval);
    expect(storedInvoices()).toEqual([]);
    expect((await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${id}/approve`)).statusCode).toBe(200);
    const uploaded = await upload();
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [mine] = (await injectAs(t, a.owner, 'GET', '/api/subscriptions/my-purchases')).json();
    expect(mine.invoice_file_url).toMatch(/^\/api\/download\/invoices\//);
    const download = await injectAs(t, a.owner, 'GET', mine.invoice_file_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // Another company's employer, and a worker of the company, with their own tokens.
    const path = mine.invoice_file_url.split('?')[0];
    for (const who of [b.owner, a.isci, a.mudur])
      expect((await injectAs(t, who, 'GET', path)).statusCode, who.email).toBe(404);

    // The operator's row links the invoice with a grant of their own, which opens it without a header.
    const rows = (await injectAs(t, operator, 'GET', '/api/super-admin/purchases')).json();
    const link: string = rows.find((p: { id: string }) => p.id === id).invoice_file_url;
    expect(link).toMatch(new RegExp(`^/api/super-admin/purchases/${id}/invoice\\?dl=`));
    const opened = await injectAs(t, undefined, 'GET', link);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline; filename="fatura.pdf"/);
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await injectAs(t, operator, 'GET', link.split('?')[0]!)).statusCode).toBe(200);
    // Not the employer's grant, not a forged or stale one, not a person's token.
    const employerGrant = mine.invoice_file_url.slice(mine.invoice_file_url.indexOf('?'));
    for (const [who, url] of [
      [undefined, `${link.split('?')[0]}${employerGrant}`],
      [undefined, `${link.slice(0, -4)}AAAA`],
      [undefined, link.split('?')[0]],
      [a.owner, link.split('?')[0]],
    ] as const)
      expect((await injectAs(t, who, 'GET', url!)).statusCode, url).toBe(401);
    // The operator's token version moved on (a sign-out): the grant dies with it.
    await t.database.db
      .updateTable('super_admins')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('username', '=', 'abonelik_operator')
      .execute();
    expect((await injectAs(t, undefined, 'GET', link)).statusCode).toBe(401);
  });

  it('takes no invoice for a refused purchase', async () => {
    const c = await makeCompany(t);
    const { plan, account } = await offer();
    const bought = await injectAs(t, c.owner, 'POST', '/api/subscriptions/purchase', purchaseBody(plan.id, account.id));
    const id = bought.json().purchase.id;
    const operator = await operatorCaller(t);
    await injectAs(t, operator, 'PUT', `/api/super-admin/purchases/${id}/reject`, { rejection_reason: 'Dekont yok' });
    const file = multipart({}, [{ field: 'invoice', name: 'fatura.pdf', data: pdf(), type: 'application/pdf' }]);
    const res = await injectAs(t, operator, 'POST', `/api/super-admin/purchases/${id}/upload-invoice`, file);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(errors.invoiceOfUnpaid);
    const row = await t.database.db
      .selectFrom('purchases')
      .select('invoice_storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.invoice_storage_key).toBeNull();
  });

  it('stays open to an ended subscription: buying is how it starts again', async () => {
    const c = await makeCompany(t);
    const { plan, account } = await offer();
    await t.database.db
      .updateTable('companies')
      .set({ subscription_end_date: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', c.id)
      .execute();
    for (const [method, url] of employerCalls) {
      const res = await injectAs(
        t,
        c.owner,
        method,
        urlOf(url, plan.id),
        method === 'POST' ? purchaseBody(plan.id, account.id) : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(method === 'POST' ? 201 : 200);
    }
  });
});

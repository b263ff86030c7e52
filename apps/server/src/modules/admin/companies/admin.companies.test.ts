import path from 'node:path';
import { errors, type SubscriptionStatus } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../platform/live-bus.js';
import { buildCompanyObjects } from '../../../test/company-objects.js';
import { defaultPassword, makeCompany, makePlan, operatorCaller, type TestCompany } from '../../../test/factories.js';
import { filesUnder } from '../../../test/sample-files.js';
import { injectAs, useTestApp, type Caller } from '../../../test/test-app.js';

const t = useTestApp();
const day = 86_400_000;

const companyRow = (id: string) =>
  t.database.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirst();

const setStatus = (id: string, status: SubscriptionStatus) =>
  t.database.db.updateTable('companies').set({ subscription_status: status }).where('id', '=', id).execute();

const auditOf = (entityId: string) =>
  t.database.db
    .selectFrom('operator_audit_log')
    .selectAll()
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .execute();

/** Every call of this file, each as the operator would send it. */
function calls(
  c: TestCompany,
  planId: string,
): [method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: object][] {
  return [
    ['GET', '/api/super-admin/companies'],
    ['PUT', `/api/super-admin/companies/${c.id}`, { subscription_plan_id: planId }],
    ['POST', `/api/super-admin/companies/${c.id}/suspend`],
    ['POST', `/api/super-admin/companies/${c.id}/activate`],
    ['DELETE', `/api/super-admin/companies/${c.id}`],
  ];
}

describe('who may call the operator’s company routes', () => {
  it('no token: 401; a person of any role, the employer included: 401; nothing changes', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const before = await companyRow(c.id);
    for (const [method, url, body] of calls(c, plan.id))
      for (const who of [undefined, c.owner, c.mudur, c.sef, c.isci]) {
        const res = await injectAs(t, who, method, url, body as never);
        expect(res.statusCode, `${method} ${url} as ${who?.row.role ?? 'nobody'}`).toBe(401);
        expect(typeof res.json().detail).toBe('string');
      }
    expect(await companyRow(c.id)).toEqual(before);
    expect(await auditOf(c.id)).toEqual([]);
  });

  it('an unknown company is a 404 on every call naming one', async () => {
    const operator = await operatorCaller(t);
    const plan = await makePlan(t);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of calls({ id: unknown } as TestCompany, plan.id).slice(1)) {
      const res = await injectAs(t, operator, method, url, body as never);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe(errors.notFound);
    }
  });
});

describe('GET /api/super-admin/companies', () => {
  it('lists companies with their owner, plan, head count and status; searches and filters; pages', async () => {
    const operator = await operatorCaller(t);
    const plan = await makePlan(t, { name: 'Kurumsal', maxUsers: 25 });
    const a = await makeCompany(t, 'Çağlayan İnşaat Ltd.');
    const b = await makeCompany(t, 'Ören Gıda A.Ş.');
    await t.database.db
      .updateTable('companies')
      .set({ subscription_plan_id: plan.id, subscription_status: 'suspended' })
      .where('id', '=', b.id)
      .execute();

    const all = await injectAs(t, operator, 'GET', '/api/super-admin/companies?page_size=100');
    expect(all.statusCode, all.body).toBe(200);
    const found = all.json().items.find((x: { id: string }) => x.id === b.id);
    expect(found).toMatchObject({
      name: 'Ören Gıda A.Ş.',
      owner_name: b.owner.row.name,
      owner_email: b.owner.row.email,
      plan_name: 'Kurumsal',
      subscription_plan_id: plan.id,
      max_users: 25,
      user_count: 5,
      subscription_status: 'suspended',
    });
    expect(all.json().total).toBeGreaterThanOrEqual(2);

    // Search folds Turkish letters and case: "caglayan" finds "Çağlayan", an owner by e-mail.
    const byName = await injectAs(t, operator, 'GET', '/api/super-admin/companies?q=caglayan');
    expect(byName.json().items.map((x: { id: string }) => x.id)).toEqual([a.id]);
    const byOwner = await injectAs(
      t,
      operator,
      'GET',
      `/api/super-admin/companies?q=${encodeURIComponent(b.owner.row.email.toUpperCase())}`,
    );
    expect(byOwner.json().items.map((x: { id: string }) => x.id)).toEqual([b.id]);
    // A LIKE wildcard is taken as itself.
    expect((await injectAs(t, operator, 'GET', '/api/super-admin/companies?q=%25')).json().total).toBe(0);

    const suspended = await injectAs(t, operator, 'GET', '/api/super-admin/companies?status=suspended');
    expect(
      suspended.json().items.every((x: { subscription_status: string }) => x.subscription_status === 'suspended'),
    ).toBe(true);
    expect(suspended.json().items.map((x: { id: string }) => x.id)).toContain(b.id);

    const first = await injectAs(t, operator, 'GET', '/api/super-admin/companies?page=1&page_size=1');
    const second = await injectAs(t, operator, 'GET', '/api/super-admin/companies?page=2&page_size=1');
    expect(first.json()).toMatchObject({ page: 1, page_size: 1 });
    expect(first.json().items).toHaveLength(1);
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
  });

  it('refuses a bad status, page or page size with Turkish messages', async () => {
    const operator = await operatorCaller(t);
    for (const query of ['status=kapali', 'page=0', 'page_size=101', 'page=bir']) {
      const res = await injectAs(t, operator, 'GET', `/api/super-admin/companies?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(Array.isArray(res.json().detail)).toBe(true);
    }
  });
});

describe('PUT /api/super-admin/companies/{id}', () => {
  it('sets the plan and the end date, ends the trial, and logs before and after', async () => {
    const operator = await operatorCaller(t);
    const c = await makeCompany(t);
    const plan = await makePlan(t, { name: 'Profesyonel' });
    const end = new Date(Date.now() + 90 * day).toISOString();
    const res = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
      subscription_plan_id: plan.id,
      subscription_end_date: end,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ plan_name: 'Profesyonel', subscription_end_date: end, is_trial: false });
    const [entry] = await auditOf(c.id);
    expect(entry).toMatchObject({ entity_kind: 'company', action: 'update', operator_username: 'abonelik_operator' });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ subscription_plan_id: plan.id, subscription_end_date: end });
    expect(JSON.parse(entry!.before_json!)).toHaveProperty('is_trial', true);
  });

  it('takes a blank end date as 30 days from now, and a form body', async () => {
    const operator = await operatorCaller(t);
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/super-admin/companies/${c.id}`,
      headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ subscription_plan_id: plan.id, subscription_end_date: '' }).toString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const endsIn = Date.parse(res.json().subscription_end_date) - Date.now();
    expect(Math.abs(endsIn - 30 * day)).toBeLessThan(60_000);
  });

  it('starts an expired subscription again, but keeps a suspension', async () => {
    const operator = await operatorCaller(t);
    const plan = await makePlan(t);
    const expired = await makeCompany(t);
    const suspended = await makeCompany(t);
    await setStatus(expired.id, 'expired');
    await setStatus(suspended.id, 'suspended');
    for (const [c, status] of [
      [expired, 'active'],
      [suspended, 'suspended'],
    ] as const) {
      const res = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
        subscription_plan_id: plan.id,
      });
      expect(res.json().subscription_status).toBe(status);
    }
  });

  it('refuses a missing plan, an unknown plan, a bad end date: Turkish errors, nothing changed', async () => {
    const operator = await operatorCaller(t);
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const before = await companyRow(c.id);
    const cases: [object, number, string][] = [
      [{}, 422, 'Lütfen bir paket seçin'],
      [{ subscription_plan_id: '  ' }, 422, 'Lütfen bir paket seçin'],
      [{ subscription_plan_id: '00000000-0000-4000-8000-000000000000' }, 400, errors.planNotFound],
      [{ subscription_plan_id: plan.id, subscription_end_date: 'yarın' }, 422, errors.invalidDateTime],
    ];
    for (const [body, status, message] of cases) {
      const res = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, body as never);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      const detail = res.json().detail;
      expect(typeof detail === 'string' ? detail : detail.map((d: { msg: string }) => d.msg).join(', ')).toContain(
        message,
      );
    }
    expect(await companyRow(c.id)).toEqual(before);
    expect(await auditOf(c.id)).toEqual([]);
  });

  it('ends the subscription now with a past end date: the company reads as expired, read-only', async () => {
    const operator = await operatorCaller(t);
    const c = await makeCompany(t);
    const plan = await makePlan(t, { name: 'İade Edilen' });
    const yesterday = new Date(Date.now() - day).toISOString();
    const res = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
      subscription_plan_id: plan.id,
      subscription_end_date: yesterday,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subscription_status: 'expired', subscription_end_date: yesterday });
    const [entry] = await auditOf(c.id);
    expect(JSON.parse(entry!.before_json!)).toMatchObject({ subscription_status: 'active' });
    expect(JSON.parse(entry!.after_json!)).toMatchObject({
      subscription_status: 'expired',
      subscription_end_date: yesterday,
    });

    // The company's people read it as ended, read-only (subscriptions.expiry.test.ts has the rest).
    const mine = await injectAs(t, c.owner, 'GET', '/api/companies/my');
    expect(mine.json().subscription_status).toBe('expired');
    const write = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {});
    expect(write.statusCode).toBe(402);
    expect(write.json().detail).toBe(errors.subscriptionExpired);

    // A day before today, as the console sends it, is the end of that day: past as well. A
    // suspension stays a suspension whatever the date.
    await setStatus(c.id, 'suspended');
    const suspended = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
      subscription_plan_id: plan.id,
      subscription_end_date: '2020-01-01',
    });
    expect(suspended.json()).toMatchObject({ subscription_status: 'suspended' });
    expect(suspended.json().subscription_end_date).toBe('2020-01-01T20:59:59.999Z');

    // A later date gives it back.
    await setStatus(c.id, 'expired');
    const again = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
      subscription_plan_id: plan.id,
    });
    expect(again.json().subscription_status).toBe('active');
    expect((await injectAs(t, c.owner, 'GET', '/api/companies/my')).json().subscription_status).toBe('active');
  });

  it('takes a day as the end of that day in Istanbul', async () => {
    const operator = await operatorCaller(t);
    const c = await makeCompany(t);
    const plan = await makePlan(t);
    const res = await injectAs(t, operator, 'PUT', `/api/super-admin/companies/${c.id}`, {
      subscription_plan_id: plan.id,
      subscription_end_date: '2099-06-30',
    });
    expect(res.json().subscription_end_date).toBe('2099-06-30T20:59:59.999Z');
  });
});

describe('suspend and activate', () => {
  async function signIn(who: TestCompany['isci']) {
    return injectAs(t, undefined, 'POST', '/api/auth/login', { email: who.row.email, password: defaultPassword });
  }

  it('suspends an active company: sessions end, nobody of it signs in or calls; activation lets them back', async () => {
    const operator: Caller = await operatorCaller(t);
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const ended: string[] = [];
    const unsubscribe = t.app.deps.bus.subscribe((m: BusMessage) => m.kind === 'session.end' && ended.push(m.userId));
    const res = await injectAs(t, operator, 'POST', `/api/super-admin/companies/${c.id}/suspend`);
    await new Promise((resolve) => setImmediate(resolve));
    unsubscribe();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription_status).toBe('suspended');
    expect(ended.sort()).toEqual([c.owner, c.mudur, c.sef, c.isci, c.pending].map((u) => u.id).sort());
    expect(ended).not.toContain(other.owner.id);

    for (const who of [c.owner, c.isci]) {
      const login = await signIn(who);
      expect(login.statusCode).toBe(403);
      expect(login.json().detail).toMatch(/askıya/);
      expect((await injectAs(t, who, 'GET', '/api/tasks/my')).statusCode).toBe(403);
    }
    expect((await signIn(other.isci)).statusCode).toBe(200);

    // Suspending twice is refused, and changes nothing.
    const again = await injectAs(t, operator, 'POST', `/api/super-admin/companies/${c.id}/suspend`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(errors.companyNotActive);

    const activated = await injectAs(t, operator, 'POST', `/api/super-admin/companies/${c.id}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().subscription_status).toBe('active');
    expect((await signIn(c.isci)).statusCode).toBe(200);
    const twice = await injectAs(t, operator, 'POST', `/api/super-admin/companies/${c.id}/activate`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(errors.companyAlreadyActive);

    expect((await auditOf(c.id)).map((e) => e.action)).toEqual(['suspend', 'activate']);
  });

  it('activating an ended subscription gives it 30 days from now', async () => {
    const operator = await operatorCaller(t);
    const c = await makeCompany(t);
    await t.database.db
      .updateTable('companies')
      .set({ subscription_status: 'expired', subscription_end_date: new Date(Date.now() - day).toISOString() })
      .where('id', '=', c.id)
      .execute();
    const res = await injectAs(t, operator, 'POST', `/api/super-admin/companies/${c.id}/activate`);
    expect(res.statusCode).toBe(200);
    expect(Math.abs(Date.parse(res.json().subscription_end_date) - Date.now() - 30 * day)).toBeLessThan(60_000);
  });
});

describe('DELETE /api/super-admin/companies/{id}', () => {
  const filesDir = () => path.join(t.config.dataDir, 'files');

  async function companyTables(): Promise<string[]> {
    const tables = await t.database.db.introspection.getTables();
    return tables.filter((table) => table.columns.some((c) => c.name === 'company_id')).map((table) => table.name);
  }

  async function rowsOf(companyId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of await companyTables()) {
      const rows = await t.database.db
        .selectFrom(table as never)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id' as never, '=', companyId as never)
        .executeTakeFirstOrThrow();
      counts[table] = Number((rows as { n: number }).n);
    }
    const companies = await t.database.db.selectFrom('companies').select('id').where('id', '=', companyId).execute();
    counts.companies = companies.length;
    return counts;
  }

  it('takes the call without a body, as the specification sends it', async () => {
    const operator = await operatorCaller(t);
    const c = await makeCompany(t, 'Yıldız Tekstil A.Ş.');
    const other = await makeCompany(t, 'Kalan Tekstil A.Ş.');
    const kept = await rowsOf(other.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/super-admin/companies/${c.id}`,
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Şirket silindi' });
    expect(Object.values(await rowsOf(c.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(other.id)).toEqual(kept);
    expect((await auditOf(c.id)).map((e) => e.action)).toEqual(['delete']);
  });

  it('removes every row and every stored file of the company, and nothing of another', async () => {
    const keep = await buildCompanyObjects(t, await makeCompany(t, 'Kalan Şirket A.Ş.'));
    await t.app.files.thumbnails.idle();
    const filesBefore = filesUnder(filesDir()).sort();
    const keptRows = await rowsOf(keep.company.id);

    const gone = await makeCompany(t, 'Silinen Şirket A.Ş.');
    const objects = await buildCompanyObjects(t, gone);
    await t.app.files.thumbnails.idle();
    const added = filesUnder(filesDir()).filter((f) => !filesBefore.includes(f));
    // Task image and evidence, a report's, an announcement's and a message's file, an invoice.
    const areas = new Set(added.map((f) => path.relative(filesDir(), f).split(path.sep)[0]));
    for (const area of ['tasks', 'evidence', 'reports', 'announcements', 'messages', 'invoices'])
      expect(areas, area).toContain(area);
    expect(objects.purchaseIds.length).toBeGreaterThan(0);
    // After the objects: making them signs their operator in afresh, which ends earlier tokens.
    const operator = await operatorCaller(t);

    const res = await injectAs(t, operator, 'DELETE', `/api/super-admin/companies/${gone.id}`);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.files.thumbnails.idle();

    const left = await rowsOf(gone.id);
    expect(
      Object.values(left).every((n) => n === 0),
      JSON.stringify(left),
    ).toBe(true);
    const people = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', [gone.owner.id, gone.isci.id, gone.pending.id])
      .execute();
    expect(people).toEqual([]);
    expect(filesUnder(filesDir()).sort()).toEqual(filesBefore);
    expect(await rowsOf(keep.company.id)).toEqual(keptRows);

    const [entry] = await auditOf(gone.id);
    expect(entry).toMatchObject({ action: 'delete', entity_label: 'Silinen Şirket A.Ş.', after_json: null });
    expect((await injectAs(t, operator, 'DELETE', `/api/super-admin/companies/${gone.id}`)).statusCode).toBe(404);
  });
});

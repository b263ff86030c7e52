import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../platform/passwords.js';
import { makeCompany, makePlan, makeUser, putOnPlan } from '../../test/factories.js';
import { formBody, injectAs, useTestApp, type Caller } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createCompanyForOwner } from '../companies/index.js';
import { createOrResetAdmin, ensureFirstAdmin } from './admin.service.js';

const t = useTestApp();
const day = 86_400_000;

let seq = 0;
function uniqueUsername() {
  seq += 1;
  return `operator${seq}_${Date.now().toString(36)}`;
}

async function makeAdmin(password = 'operator-sifre-1'): Promise<{ username: string; password: string }> {
  const username = uniqueUsername();
  await createOrResetAdmin({ db: t.database.db }, username, password);
  return { username, password };
}

async function adminLogin(payload: Record<string, string>) {
  return injectAs(t, undefined, 'POST', '/api/super-admin/login', payload);
}

async function adminCaller(): Promise<Caller> {
  const admin = await makeAdmin();
  const res = await adminLogin(admin);
  expect(res.statusCode).toBe(200);
  return { token: res.json().access_token };
}

/** A fresh, empty database: first start is about an operator table with nobody in it. */
async function withFreshDatabase(fn: (db: TestDatabase) => Promise<void>) {
  const fresh = await createTestDatabase();
  try {
    await fn(fresh);
  } finally {
    await fresh.drop();
  }
}

async function operators(fresh: TestDatabase) {
  return fresh.database.db.selectFrom('super_admins').selectAll().execute();
}

describe('ensureFirstAdmin', () => {
  it('creates the operator from ADMIN_USERNAME and ADMIN_PASSWORD, and tells no password', async () => {
    await withFreshDatabase(async (fresh) => {
      const outcome = await ensureFirstAdmin(
        { db: fresh.database.db },
        { username: 'kurucu', password: 'cok-gizli-sifre' },
      );
      expect(outcome).toEqual({ username: 'kurucu' });
      const rows = await operators(fresh);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.username).toBe('kurucu');
      expect(rows[0]!.password_hash).not.toContain('cok-gizli-sifre');
      expect(await verifyPassword(rows[0]!.password_hash, 'cok-gizli-sifre')).toBe(true);
    });
  });

  it('makes a random password when none is given and hands it back once', async () => {
    await withFreshDatabase(async (fresh) => {
      const outcome = await ensureFirstAdmin({ db: fresh.database.db }, {});
      expect(outcome?.username).toBe('admin');
      expect(outcome?.password).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      const [row] = await operators(fresh);
      expect(await verifyPassword(row!.password_hash, outcome!.password!)).toBe(true);
      // Second start: the operator exists, nothing is made and no password is told again.
      expect(await ensureFirstAdmin({ db: fresh.database.db }, {})).toBeUndefined();
      expect(await operators(fresh)).toHaveLength(1);
    });
  });

  it('does nothing when an operator exists, whatever the environment says', async () => {
    await withFreshDatabase(async (fresh) => {
      await createOrResetAdmin({ db: fresh.database.db }, 'mevcut', 'mevcut-sifre-1');
      const outcome = await ensureFirstAdmin(
        { db: fresh.database.db },
        { username: 'yeni', password: 'yeni-sifre-12' },
      );
      expect(outcome).toBeUndefined();
      const rows = await operators(fresh);
      expect(rows.map((r) => r.username)).toEqual(['mevcut']);
      expect(await verifyPassword(rows[0]!.password_hash, 'mevcut-sifre-1')).toBe(true);
    });
  });

  it('makes one operator when two instances start at once, and a told password works', async () => {
    await withFreshDatabase(async (fresh) => {
      const outcomes = await Promise.all([
        ensureFirstAdmin({ db: fresh.database.db }, {}),
        ensureFirstAdmin({ db: fresh.database.db }, {}),
      ]);
      const rows = await operators(fresh);
      expect(rows).toHaveLength(1);
      const told = outcomes.filter((o) => o !== undefined);
      expect(told).toHaveLength(1);
      expect(await verifyPassword(rows[0]!.password_hash, told[0]!.password!)).toBe(true);
    });
  });
});

describe('POST /api/super-admin/login', () => {
  it('signs in with JSON and with a form; the answer has no password hash', async () => {
    const admin = await makeAdmin();
    const json = await adminLogin(admin);
    expect(json.statusCode).toBe(200);
    const body = json.json();
    expect(body.token_type).toBe('bearer');
    expect(body.access_token).toBeTruthy();
    expect(body.admin).toMatchObject({ username: admin.username });
    expect(Object.keys(body.admin).sort()).toEqual(['created_at', 'id', 'username']);
    expect(json.body).not.toContain('argon2');

    const form = formBody(admin);
    const viaForm = await t.app.inject({ method: 'POST', url: '/api/super-admin/login', ...form });
    expect(viaForm.statusCode).toBe(200);
    const dash = await injectAs(t, { token: viaForm.json().access_token }, 'GET', '/api/super-admin/dashboard');
    expect(dash.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const admin = await makeAdmin();
    for (const payload of [
      { username: admin.username, password: 'yanlis-sifre' },
      { username: uniqueUsername(), password: admin.password },
    ]) {
      const res = await adminLogin(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Kullanıcı adı veya şifre hatalı');
    }
  });

  it('refuses blank fields with 422 and Turkish messages', async () => {
    const res = await adminLogin({ username: '  ', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      'Kullanıcı adı zorunludur',
      'Şifre zorunludur',
    ]);
    expect((await injectAs(t, undefined, 'POST', '/api/super-admin/login', {})).statusCode).toBe(422);
  });
});

describe('GET /api/super-admin/dashboard', () => {
  async function dashboard(caller: Caller) {
    const res = await injectAs(t, caller, 'GET', '/api/super-admin/dashboard');
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function company(opts: {
    status?: 'active' | 'expired' | 'suspended' | 'cancelled';
    endDate?: string | null;
    createdAt?: string;
    planId?: string;
  }) {
    const owner = await makeUser(t, { role: 'isveren' });
    const id = await createCompanyForOwner(t.database.db, owner.row, { name: 'Panel Şirketi' });
    await t.database.db
      .updateTable('companies')
      .set({
        subscription_status: opts.status ?? 'active',
        ...(opts.endDate !== undefined ? { subscription_end_date: opts.endDate } : {}),
        ...(opts.createdAt ? { created_at: opts.createdAt } : {}),
      })
      .where('id', '=', id)
      .execute();
    if (opts.planId) await putOnPlan(t, id, opts.planId);
    return id;
  }

  function planCount(d: { plan_distribution: { id: string | null; count: number }[] }, id: string | null) {
    return d.plan_distribution.find((p) => p.id === id)?.count ?? 0;
  }

  it('counts companies, new ones, active and expired, users and plans', async () => {
    const caller = await adminCaller();
    const plan = await makePlan(t, { name: 'Panel Paketi', active: false });
    const before = await dashboard(caller);
    expect(Object.keys(before).sort()).toEqual(
      [
        'active_companies',
        'expired_companies',
        'new_companies_this_week',
        'plan_distribution',
        'total_companies',
        'total_users',
      ].sort(),
    );

    const now = Date.now();
    await company({ planId: plan.id }); // active trial, new
    await company({ endDate: null, createdAt: new Date(now - 10 * day).toISOString(), planId: plan.id }); // active, old
    await company({ endDate: new Date(now - day).toISOString() }); // active in name, past its end: expired
    await company({ status: 'expired', createdAt: new Date(now - 6 * day).toISOString() }); // expired, new
    await company({ status: 'suspended', createdAt: new Date(now - 8 * day).toISOString() }); // neither, old
    await company({ status: 'cancelled' }); // neither, new
    await makeUser(t, { role: 'isci' }); // a person without a company still is a user

    const after = await dashboard(caller);
    expect(after.total_companies - before.total_companies).toBe(6);
    expect(after.new_companies_this_week - before.new_companies_this_week).toBe(4);
    expect(after.active_companies - before.active_companies).toBe(2);
    expect(after.expired_companies - before.expired_companies).toBe(2);
    expect(after.total_users - before.total_users).toBe(7);
    expect(planCount(after, plan.id)).toBe(2);
    expect(after.plan_distribution.find((p: { id: string | null }) => p.id === plan.id).name).toBe('Panel Paketi');
    expect(planCount(after, null) - planCount(before, null)).toBe(4);
    expect(after.plan_distribution.find((p: { id: string | null }) => p.id === null).name).toBe('Deneme');
    const sum = after.plan_distribution.reduce((n: number, p: { count: number }) => n + p.count, 0);
    expect(sum).toBe(after.total_companies);
  });

  it('matches the database', async () => {
    await makeCompany(t);
    const d = await dashboard(await adminCaller());
    const companies = await t.database.db.selectFrom('companies').select('id').execute();
    const users = await t.database.db.selectFrom('users').select('id').execute();
    expect(d.total_companies).toBe(companies.length);
    expect(d.total_users).toBe(users.length);
  });
});

describe('operator and user tokens', () => {
  it('a user token never opens an operator call', async () => {
    const c = await makeCompany(t);
    for (const who of [c.owner, c.isci]) {
      const res = await injectAs(t, who, 'GET', '/api/super-admin/dashboard');
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await injectAs(t, undefined, 'GET', '/api/super-admin/dashboard')).statusCode).toBe(401);
  });

  it('an operator token never opens a user call', async () => {
    const caller = await adminCaller();
    for (const [method, url] of [
      ['GET', '/api/auth/me'],
      ['GET', '/api/companies/my'],
      ['GET', '/api/employees'],
      ['GET', '/api/dashboard/stats'],
      ['POST', '/api/companies/create'],
    ] as const) {
      const res = await injectAs(t, caller, method, url, method === 'POST' ? { name: 'Operatör A.Ş.' } : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('an operator id signed as a user token opens nothing either', async () => {
    const admin = await makeAdmin();
    const row = await t.database.db
      .selectFrom('super_admins')
      .selectAll()
      .where('username', '=', admin.username)
      .executeTakeFirstOrThrow();
    const forged = await t.tokens.sign('vazife:user', { sub: row.id, ver: row.token_version });
    expect((await injectAs(t, { token: forged }, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await injectAs(t, { token: forged }, 'GET', '/api/super-admin/dashboard')).statusCode).toBe(401);
  });
});

describe('createOrResetAdmin', () => {
  it('resets the password of an existing operator and revokes the old tokens', async () => {
    const admin = await makeAdmin('ilk-sifre-123');
    const old = { token: (await adminLogin(admin)).json().access_token as string };
    expect((await injectAs(t, old, 'GET', '/api/super-admin/dashboard')).statusCode).toBe(200);

    expect(await createOrResetAdmin({ db: t.database.db }, admin.username, 'ikinci-sifre-456')).toBe('reset');
    expect((await injectAs(t, old, 'GET', '/api/super-admin/dashboard')).statusCode).toBe(401);
    expect((await adminLogin(admin)).statusCode).toBe(401);
    const fresh = await adminLogin({ username: admin.username, password: 'ikinci-sifre-456' });
    expect(fresh.statusCode).toBe(200);
    expect(
      (await injectAs(t, { token: fresh.json().access_token }, 'GET', '/api/super-admin/dashboard')).statusCode,
    ).toBe(200);
    const rows = await t.database.db
      .selectFrom('super_admins')
      .select('id')
      .where('username', '=', admin.username)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('creates an operator that does not exist yet', async () => {
    const username = uniqueUsername();
    expect(await createOrResetAdmin({ db: t.database.db }, username, 'yepyeni-sifre')).toBe('created');
    expect((await adminLogin({ username, password: 'yepyeni-sifre' })).statusCode).toBe(200);
  });
});

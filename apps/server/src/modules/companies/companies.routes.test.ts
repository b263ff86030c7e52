import { describe, expect, it } from 'vitest';
import { setSubscription, everyone, makeCompany, makePlan, makeUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const day = 86_400_000;

async function companyRow(id: string) {
  return t.database.db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function userRow(id: string) {
  return t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function companiesOwnedBy(ownerId: string) {
  return t.database.db.selectFrom('companies').select('id').where('owner_id', '=', ownerId).execute();
}

describe('POST /api/companies/create', () => {
  it('creates the employer’s company with a random SRK code on a 14-day trial', async () => {
    const owner = await makeUser(t, { role: 'isveren' });
    const before = Date.now();
    const res = await injectAs(t, owner, 'POST', '/api/companies/create', {
      name: '  Yıldız İnşaat  ',
      description: 'Şantiye ekipleri',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.company_id).toBeTruthy();
    expect(body.company).toMatchObject({
      id: body.company_id,
      name: 'Yıldız İnşaat',
      description: 'Şantiye ekipleri',
      owner_id: owner.id,
      subscription_status: 'active',
      is_trial: true,
      // While the operator has defined no plan, there is no plan and no seat limit.
      subscription_plan_id: null,
      max_users: null,
      user_count: 1,
    });
    expect(body.company.code).toMatch(/^SRK\d{8}$/);
    const end = Date.parse(body.company.subscription_end_date);
    expect(end).toBeGreaterThanOrEqual(before + 14 * day - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + 14 * day + 1000);

    const row = await companyRow(body.company_id);
    expect(row).toMatchObject({ name: 'Yıldız İnşaat', code: body.company.code, subscription_status: 'active' });
    expect(await userRow(owner.id)).toMatchObject({ company_id: body.company_id });

    // The new company is the employer's from the very next call.
    const my = await injectAs(t, owner, 'GET', '/api/companies/my');
    expect(my.statusCode).toBe(200);
    expect(my.json()).toMatchObject({ id: body.company_id, code: body.company.code });
  });

  it('accepts a company without description', async () => {
    const owner = await makeUser(t, { role: 'isveren' });
    const res = await injectAs(t, owner, 'POST', '/api/companies/create', { name: 'Kısa Ad', description: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().company.description).toBeNull();
  });

  it('refuses an employer who already has a company with 409 and creates nothing', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, c.owner, 'POST', '/api/companies/create', { name: 'İkinci Şirket' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Zaten bir şirketiniz var');
    expect(await companiesOwnedBy(c.owner.id)).toHaveLength(1);
    expect((await userRow(c.owner.id)).company_id).toBe(c.id);
  });

  it('refuses staff roles with 403, with or without a company', async () => {
    const c = await makeCompany(t);
    const loner = await makeUser(t, { role: 'isci' });
    for (const who of [c.mudur, c.sef, c.isci, c.pending, loner]) {
      const res = await injectAs(t, who, 'POST', '/api/companies/create', { name: 'Benim Şirketim' });
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().detail).toBe('Şirketi yalnızca işveren oluşturabilir');
      expect(await companiesOwnedBy(who.id)).toHaveLength(0);
    }
    expect((await userRow(loner.id)).company_id).toBeNull();
  });

  it('refuses a blank name with a Turkish message and writes nothing', async () => {
    const owner = await makeUser(t, { role: 'isveren' });
    for (const payload of [{ name: '   ' }, { name: '' }, {}, { description: 'yalnız açıklama' }]) {
      const res = await injectAs(t, owner, 'POST', '/api/companies/create', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', 'name'], msg: 'Şirket adı zorunludur' }]);
    }
    expect(await companiesOwnedBy(owner.id)).toHaveLength(0);
    expect((await userRow(owner.id)).company_id).toBeNull();
  });

  it('answers 401 to anonymous callers, whatever the body', async () => {
    for (const payload of [{ name: 'Anonim A.Ş.' }, { name: '' }]) {
      const res = await injectAs(t, undefined, 'POST', '/api/companies/create', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(401);
      expect(res.json().detail).toBe('Oturum açmanız gerekiyor');
    }
    const named = await t.database.db.selectFrom('companies').select('id').where('name', '=', 'Anonim A.Ş.').execute();
    expect(named).toHaveLength(0);
  });

  it('puts the trial on the cheapest active plan once the operator has defined plans', async () => {
    const cheapInactive = await makePlan(t, { name: 'Eski Ucuz', priceKurus: 100, maxUsers: 3, active: false });
    const standard = await makePlan(t, { name: 'Standart', priceKurus: 99_900, maxUsers: 25 });
    const starter = await makePlan(t, { name: 'Başlangıç', priceKurus: 29_900, maxUsers: 5 });
    try {
      const owner = await makeUser(t, { role: 'isveren' });
      const res = await injectAs(t, owner, 'POST', '/api/companies/create', { name: 'Paketli Ltd.' });
      expect(res.statusCode).toBe(201);
      expect(res.json().company).toMatchObject({
        subscription_plan_id: starter.id,
        plan_name: 'Başlangıç',
        max_users: 5,
        is_trial: true,
        subscription_status: 'active',
      });
      expect((await companyRow(res.json().company_id)).subscription_plan_id).toBe(starter.id);
    } finally {
      // Plans are platform-wide: later companies of this file start without one again.
      await t.database.db
        .updateTable('plans')
        .set({ is_active: false })
        .where('id', 'in', [cheapInactive.id, standard.id, starter.id])
        .execute();
    }
  });

  it('makes random, unique codes', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const owner = await makeUser(t, { role: 'isveren' });
      const res = await injectAs(t, owner, 'POST', '/api/companies/create', { name: `Şirket ${i}` });
      expect(res.statusCode).toBe(201);
      codes.push(res.json().company.code);
    }
    for (const code of codes) expect(code).toMatch(/^SRK\d{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    const numbers = codes.map((code) => Number(code.slice(3)));
    const steps = numbers.slice(1).map((n, i) => n - numbers[i]!);
    // Sequential codes would step by a constant small amount; random ones do not.
    expect(steps.filter((s) => Math.abs(s) <= 20)).toHaveLength(0);
    expect(new Set(steps).size).toBeGreaterThan(1);
  });
});

describe('GET /api/companies/my', () => {
  it('answers every approved role; only the employer sees the code', async () => {
    const c = await makeCompany(t, 'Ege Tekstil');
    for (const who of [c.owner, c.mudur, c.sef, c.isci]) {
      const res = await injectAs(t, who, 'GET', '/api/companies/my');
      expect(res.statusCode, who.role).toBe(200);
      expect(res.json()).toMatchObject({
        id: c.id,
        name: 'Ege Tekstil',
        owner_id: c.owner.id,
        subscription_status: 'active',
        is_trial: true,
        messaging_mode: 'acik',
        // The employer and three approved staff; the pending worker takes no seat.
        user_count: 4,
        code: who.role === 'isveren' ? c.code : null,
      });
    }
  });

  it('counts seats as people are approved', async () => {
    const c = await makeCompany(t);
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`)).statusCode).toBe(200);
    expect((await injectAs(t, c.owner, 'GET', '/api/companies/my')).json().user_count).toBe(5);
  });

  it('refuses a pending person with the waiting-for-approval detail', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, c.pending, 'GET', '/api/companies/my');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Hesabınız işveren onayı bekliyor. Onaylandıktan sonra bu işlemi yapabilirsiniz.');
  });

  it('refuses people without a company, and anonymous callers', async () => {
    for (const role of ['isveren', 'isci'] as const) {
      const u = await makeUser(t, { role });
      const res = await injectAs(t, u, 'GET', '/api/companies/my');
      expect(res.statusCode, role).toBe(403);
      expect(res.json().detail).toBe('Henüz bir şirkete bağlı değilsiniz');
    }
    expect((await injectAs(t, undefined, 'GET', '/api/companies/my')).statusCode).toBe(401);
  });

  it('reads an active subscription past its end date as expired', async () => {
    const c = await makeCompany(t);
    await t.database.db
      .updateTable('companies')
      .set({ subscription_end_date: new Date(Date.now() - day).toISOString() })
      .where('id', '=', c.id)
      .execute();
    expect((await injectAs(t, c.owner, 'GET', '/api/companies/my')).json().subscription_status).toBe('expired');
  });
});

describe('POST /api/companies/regenerate-code', () => {
  it('gives the employer a new code; the old one no longer joins', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, c.owner, 'POST', '/api/companies/regenerate-code');
    expect(res.statusCode).toBe(200);
    const { code } = res.json();
    expect(code).toMatch(/^SRK\d{8}$/);
    expect(code).not.toBe(c.code);
    expect((await companyRow(c.id)).code).toBe(code);

    const late = await makeUser(t, { role: 'isci' });
    const old = await injectAs(t, late, 'POST', '/api/companies/join', { company_code: c.code });
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toBe('Bu koda sahip bir şirket bulunamadı');
    const fresh = await injectAs(t, late, 'POST', '/api/companies/join', { company_code: code });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.company_id).toBe(c.id);
  });

  it('refuses everyone but the employer and keeps the code', async () => {
    const c = await makeCompany(t);
    const { isveren: _owner, ...others } = everyone(c);
    for (const [name, who] of Object.entries(others)) {
      const res = await injectAs(t, who, 'POST', '/api/companies/regenerate-code');
      expect(res.statusCode, name).toBe(403);
    }
    expect((await injectAs(t, undefined, 'POST', '/api/companies/regenerate-code')).statusCode).toBe(401);
    expect((await companyRow(c.id)).code).toBe(c.code);
  });
});

describe('POST /api/companies/join', () => {
  it('lets a worker without a company join with a code, pending approval', async () => {
    const c = await makeCompany(t);
    for (const role of ['isci', 'sef', 'mudur'] as const) {
      const u = await makeUser(t, { role });
      const res = await injectAs(t, u, 'POST', '/api/companies/join', { company_code: ` ${c.code.toLowerCase()} ` });
      expect(res.statusCode, role).toBe(200);
      expect(res.json().user).toMatchObject({ id: u.id, company_id: c.id, is_approved: false, role });
      expect(await userRow(u.id)).toMatchObject({ company_id: c.id });
      // Joined but pending: company calls wait for the employer.
      expect((await injectAs(t, u, 'GET', '/api/companies/my')).statusCode).toBe(403);
    }
    const pending = await injectAs(t, c.owner, 'GET', '/api/employees/pending');
    expect(pending.json()).toHaveLength(4);
  });

  it('refuses an unknown code with 400 and a bad format with a Turkish detail', async () => {
    const u = await makeUser(t, { role: 'isci' });
    const unknown = await injectAs(t, u, 'POST', '/api/companies/join', { company_code: 'SRK00000001' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Bu koda sahip bir şirket bulunamadı');
    for (const company_code of ['ABC', 'SRK123', 'SRK123456789', '']) {
      const res = await injectAs(t, u, 'POST', '/api/companies/join', { company_code });
      expect([400, 422], company_code).toContain(res.statusCode);
      expect(JSON.stringify(res.json().detail)).toMatch(/Şirket kodu geçersiz/);
    }
    expect((await userRow(u.id)).company_id).toBeNull();
  });

  it('refuses an employer with 403 and anyone already in a company with 409', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const lonelyEmployer = await makeUser(t, { role: 'isveren' });
    for (const employer of [lonelyEmployer, other.owner]) {
      const res = await injectAs(t, employer, 'POST', '/api/companies/join', { company_code: c.code });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe('İşveren hesabı başka bir şirkete katılamaz');
    }
    for (const who of [other.isci, other.pending, c.sef]) {
      const res = await injectAs(t, who, 'POST', '/api/companies/join', { company_code: c.code });
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('Zaten bir şirkete bağlısınız');
    }
    expect((await userRow(other.isci.id)).company_id).toBe(other.id);
    expect((await userRow(lonelyEmployer.id)).company_id).toBeNull();
    expect((await injectAs(t, undefined, 'POST', '/api/companies/join', { company_code: c.code })).statusCode).toBe(
      401,
    );
  });

  it('refuses to join a suspended company', async () => {
    const c = await makeCompany(t);
    await setSubscription(t, c.id, { subscription_status: 'suspended' });
    const u = await makeUser(t, { role: 'isci' });
    const res = await injectAs(t, u, 'POST', '/api/companies/join', { company_code: c.code });
    expect(res.statusCode).toBe(403);
    expect((await userRow(u.id)).company_id).toBeNull();
  });
});

describe('races', () => {
  it('makes one company when the employer sends create twice at once', async () => {
    const owner = await makeUser(t, { role: 'isveren' });
    const answers = await Promise.all(
      [1, 2, 3].map((n) => injectAs(t, owner, 'POST', '/api/companies/create', { name: `Çift Tık ${n}` })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const owned = await companiesOwnedBy(owner.id);
    expect(owned).toHaveLength(1);
    expect((await userRow(owner.id)).company_id).toBe(owned[0]!.id);
  });
});

describe('join races', () => {
  it('lets a worker who sends join to two companies at once land in one of them', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    const u = await makeUser(t, { role: 'isci' });
    const answers = await Promise.all(
      [a.code, b.code].map((code) => injectAs(t, u, 'POST', '/api/companies/join', { company_code: code })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const joined = answers.find((r) => r.statusCode === 200)!.json().user.company_id;
    expect((await userRow(u.id)).company_id).toBe(joined);
    expect(answers.find((r) => r.statusCode === 409)!.json().detail).toBe('Zaten bir şirkete bağlısınız');
  });
});

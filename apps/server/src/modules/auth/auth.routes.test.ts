import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setSubscription, defaultPassword, makeCompany, makeUser, uniqueEmail } from '../../test/factories.js';
import { formBody, injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function register(payload: Record<string, unknown>) {
  return injectAs(t, undefined, 'POST', '/api/auth/register', payload);
}

async function countUsers(email: string) {
  const rows = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email_key', '=', email.toLowerCase())
    .execute();
  return rows.length;
}

describe('POST /api/auth/register', () => {
  it('approves an employer at once and creates the company named in the same call', async () => {
    const email = uniqueEmail('isveren');
    const res = await register({
      name: 'Ayşe Yılmaz',
      email,
      password: 'gizli123',
      role: 'isveren',
      company_name: 'Yılmaz Depoculuk',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ name: 'Ayşe Yılmaz', email, role: 'isveren', is_approved: true });
    expect(body.company_id).toBeTruthy();
    const company = await t.database.db
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', body.company_id)
      .executeTakeFirstOrThrow();
    expect(company.name).toBe('Yılmaz Depoculuk');
    expect(company.code).toMatch(/^SRK\d{8}$/);
    expect(company.owner_id).toBe(body.user.id);
  });

  it('leaves an employer without company_name without a company', async () => {
    const res = await register({ name: 'Can', email: uniqueEmail(), password: 'gizli123', role: 'isveren' });
    expect(res.statusCode).toBe(201);
    expect(res.json().company_id).toBeNull();
  });

  it('joins staff with company_code (the /register shape) and keeps them pending', async () => {
    const c = await makeCompany(t);
    for (const role of ['isci', 'sef', 'mudur'] as const) {
      const res = await register({
        name: 'Mehmet',
        email: uniqueEmail(),
        password: 'gizli123',
        role,
        phone: '0555 111 22 33',
        company_code: c.code,
        require_company_code: true,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user).toMatchObject({ role, company_id: c.id, is_approved: false, phone: '0555 111 22 33' });
    }
  });

  it('accepts reference_code (the login-screen shape) as a url-encoded form', async () => {
    const c = await makeCompany(t);
    const { payload, headers } = formBody({
      name: 'Zeynep',
      email: uniqueEmail(),
      password: 'gizli123',
      role: 'isci',
      reference_code: c.code.toLowerCase(),
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.company_id).toBe(c.id);
  });

  it('lets a worker register without a code on the login screen', async () => {
    const res = await register({ name: 'Ali', email: uniqueEmail(), password: 'gizli123', role: 'isci' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ company_id: null, is_approved: false });
  });

  it('refuses bad input with a Turkish detail and writes nothing', async () => {
    const c = await makeCompany(t);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ name: '', email: 'x', password: '1' }, 422, /Ad soyad zorunludur/],
      [{ name: 'A', email: 'a@b.co', password: '12345' }, 422, /en az 6 karakter/],
      [{ name: 'A', email: 'a@b.co', password: 'gizli123', role: 'patron' }, 422, /./],
      [
        { name: 'A', email: 'a@b.co', password: 'gizli123', role: 'isci', require_company_code: true },
        400,
        /Bu rol için şirket kodu gereklidir/,
      ],
      [{ name: 'A', email: 'a@b.co', password: 'gizli123', role: 'isci', company_code: 'ABC' }, 400, /SRK ve 8 rakam/],
      [
        { name: 'A', email: 'a@b.co', password: 'gizli123', role: 'isci', company_code: 'SRK00000000' },
        400,
        /şirket bulunamadı/,
      ],
      [{ name: 'A', email: 'a@b.co', password: 'gizli123', role: 'isveren', company_code: c.code }, 400, /İşveren/],
      [{ name: 'A', email: 'a@b.co', password: 'gizli123', role: 'isci', company_name: 'X' }, 400, /yalnızca işveren/],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(res.json().detail)).toMatch(detail);
    }
    expect(await countUsers('a@b.co')).toBe(0);
  });

  it('keeps e-mail unique regardless of letter case', async () => {
    const email = uniqueEmail();
    expect((await register({ name: 'A', email, password: 'gizli123', role: 'isveren' })).statusCode).toBe(201);
    const again = await register({ name: 'B', email: email.toUpperCase(), password: 'gizli123', role: 'isveren' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu e-posta adresi zaten kayıtlı');
    expect(await countUsers(email)).toBe(1);
  });

  it('creates no company and no user when the company part fails', async () => {
    const email = uniqueEmail();
    const res = await register({ name: 'A', email, password: 'gizli123', role: 'isveren', company_name: '   ' });
    expect(res.statusCode).toBe(201); // a blank company name is "not given"
    expect(res.json().company_id).toBeNull();
  });
});

describe('POST /api/auth/login', () => {
  it('answers access_token, token_type and the user, as JSON or form', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: c.owner.email.toUpperCase(),
      password: defaultPassword,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.user).toMatchObject({
      id: c.owner.id,
      role: 'isveren',
      company_id: c.id,
      is_approved: true,
      email: c.owner.email,
    });
    expect(Object.keys(body.user)).not.toContain('password_hash');
    const me = await injectAs(t, { token: body.access_token }, 'GET', '/api/auth/me');
    expect(me.json().id).toBe(c.owner.id);

    const form = formBody({ email: c.isci.email, password: defaultPassword });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', ...form })).statusCode).toBe(200);
  });

  it('lets a pending worker sign in', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: c.pending.email,
      password: defaultPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.is_approved).toBe(false);
  });

  it('names the company to a pending worker, who may read no company route yet', async () => {
    const c = await makeCompany(t, 'Bekleme Lojistik Ltd.');
    const me = await injectAs(t, c.pending, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: c.pending.id, is_approved: false, company_name: 'Bekleme Lojistik Ltd.' });
    expect((await injectAs(t, c.pending, 'GET', '/api/companies/my')).statusCode).toBe(403);
    // Someone without a company gets no name; approved staff see their own company's.
    const loose = await makeUser(t, { role: 'isci' });
    expect((await injectAs(t, loose, 'GET', '/api/auth/me')).json().company_name).toBeNull();
    expect((await injectAs(t, c.isci, 'GET', '/api/auth/me')).json().company_name).toBe('Bekleme Lojistik Ltd.');
  });

  it('names the company that rejected a person, until they ask another', async () => {
    const c = await makeCompany(t, 'Ret Lojistik A.Ş.');
    const other = await makeCompany(t, 'Başka Depo Ltd.');
    expect((await injectAs(t, c.pending, 'GET', '/api/auth/me')).json().join_rejected_by).toBeNull();
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`)).statusCode).toBe(200);
    const me = (await injectAs(t, c.pending, 'GET', '/api/auth/me')).json();
    expect(me).toMatchObject({ company_id: null, company_name: null, join_rejected_by: 'Ret Lojistik A.Ş.' });
    // Another company's employer cannot reject them: that company has nobody pending by that id.
    expect((await injectAs(t, other.owner, 'POST', `/api/employees/${c.isci.id}/reject`)).statusCode).toBe(404);
    // Asking another company: they wait for that one, and the old rejection is no longer news.
    const join = await injectAs(t, c.pending, 'POST', '/api/companies/join', {
      company_code: other.code,
    });
    expect(join.statusCode).toBe(200);
    expect((await injectAs(t, c.pending, 'GET', '/api/auth/me')).json()).toMatchObject({
      company_name: 'Başka Depo Ltd.',
      join_rejected_by: null,
    });
    // Approved staff and the employer never carry one.
    expect((await injectAs(t, c.isci, 'GET', '/api/auth/me')).json().join_rejected_by).toBeNull();
    expect((await injectAs(t, c.owner, 'GET', '/api/auth/me')).json().join_rejected_by).toBeNull();
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const c = await makeCompany(t);
    for (const payload of [
      { email: c.owner.email, password: 'yanlis-sifre' },
      { email: uniqueEmail(), password: defaultPassword },
    ]) {
      const res = await injectAs(t, undefined, 'POST', '/api/auth/login', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('E-posta veya şifre hatalı');
    }
  });

  it('refuses staff of a suspended company with a clear message', async () => {
    const c = await makeCompany(t);
    await setSubscription(t, c.id, { subscription_status: 'suspended' });
    const res = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: c.isci.email,
      password: defaultPassword,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/askıya alınmıştır/);
    expect((await injectAs(t, c.isci, 'GET', '/api/auth/me')).statusCode).toBe(403);
  });
});

describe('tokens', () => {
  it('refuses a missing, malformed or operator token with 401', async () => {
    expect((await injectAs(t, undefined, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await injectAs(t, { token: 'abc.def.ghi' }, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const adminToken = await t.tokens.sign('vazife:admin', { sub: 'x', ver: 0 });
    const res = await injectAs(t, { token: adminToken }, 'GET', '/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/Oturum/);
  });

  it('logout revokes the token', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    expect((await injectAs(t, u, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await injectAs(t, u, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  const signIn = async (email: string) => {
    const res = await injectAs(t, undefined, 'POST', '/api/auth/login', { email, password: defaultPassword });
    expect(res.statusCode).toBe(200);
    return { token: res.json().access_token as string };
  };

  it('signs out this device only: the other sessions stay', async () => {
    const c = await makeCompany(t);
    const phone = await signIn(c.isci.email);
    const desktop = await signIn(c.isci.email);
    expect((await injectAs(t, phone, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    const ended = await injectAs(t, phone, 'GET', '/api/auth/me');
    expect(ended.statusCode).toBe(401);
    expect(ended.json().detail).toBe('Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.');
    expect((await injectAs(t, desktop, 'GET', '/api/tasks/my')).statusCode).toBe(200);
    expect((await injectAs(t, c.isci, 'GET', '/api/auth/me')).statusCode).toBe(200);
    // Signing out twice changes nothing more.
    expect((await injectAs(t, phone, 'POST', '/api/auth/logout')).statusCode).toBe(401);
    expect((await injectAs(t, desktop, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('signs out every device with logout-all, telling the others why', async () => {
    const c = await makeCompany(t);
    const phone = await signIn(c.sef.email);
    const desktop = await signIn(c.sef.email);
    const res = await injectAs(t, phone, 'POST', '/api/auth/logout-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tüm cihazlardan çıkış yapıldı' });
    for (const device of [phone, desktop, c.sef]) {
      const refused = await injectAs(t, device, 'GET', '/api/auth/me');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('Oturumunuz başka bir cihazdan kapatıldı. Lütfen tekrar giriş yapın.');
    }
    // Someone else's sessions are untouched; signing in again works.
    expect((await injectAs(t, c.isci, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await injectAs(t, await signIn(c.sef.email), 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('is open to every role and to a person awaiting approval, never to an anonymous caller', async () => {
    const c = await makeCompany(t);
    const pending = await makeUser(t, { role: 'isci', companyId: c.id, approved: false });
    for (const who of [c.owner, c.mudur, c.sef, c.isci, pending]) {
      const other = await signIn(who.email);
      expect((await injectAs(t, who, 'POST', '/api/auth/logout')).statusCode).toBe(200);
      expect((await injectAs(t, other, 'GET', '/api/auth/me')).statusCode).toBe(200);
      expect((await injectAs(t, other, 'POST', '/api/auth/logout-all')).statusCode).toBe(200);
    }
    expect((await injectAs(t, undefined, 'POST', '/api/auth/logout-all')).statusCode).toBe(401);
    expect((await injectAs(t, { token: 'abc.def.ghi' }, 'POST', '/api/auth/logout')).statusCode).toBe(401);
  });

  it('keeps an ended session only until its token would have expired', async () => {
    const c = await makeCompany(t);
    const stale = randomUUID();
    await t.database.db
      .insertInto('ended_sessions')
      .values({ sid: stale, user_id: c.isci.id, expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await injectAs(t, c.isci, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    const left = await t.database.db
      .selectFrom('ended_sessions')
      .select('sid')
      .where('user_id', '=', c.isci.id)
      .execute();
    expect(left.map((r) => r.sid)).not.toContain(stale);
    expect(left).toHaveLength(1);
  });

  it('ends a token issued before sessions had ids only with all of them', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const old = { token: await t.tokens.sign('vazife:user', { sub: u.id, ver: 0 }) };
    expect((await injectAs(t, old, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect((await injectAs(t, old, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await injectAs(t, u, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('PUT /api/user/profile', () => {
  it('updates name and e-mail, keeping e-mail unique', async () => {
    const c = await makeCompany(t);
    const email = uniqueEmail('yeni');
    const res = await injectAs(t, c.isci, 'PUT', '/api/user/profile', { name: 'Yeni Ad', email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Yeni Ad', email });
    const taken = await injectAs(t, c.isci, 'PUT', '/api/user/profile', {
      name: 'X',
      email: c.owner.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    const row = await t.database.db
      .selectFrom('users')
      .select(['name', 'email'])
      .where('id', '=', c.isci.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Yeni Ad', email });
  });

  it('refuses blank fields and anonymous callers', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const res = await injectAs(t, u, 'PUT', '/api/user/profile', { name: ' ', email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail.map((d: { msg: string }) => d.msg)).toEqual([
      'Ad soyad zorunludur',
      'Geçerli bir e-posta adresi girin',
    ]);
    expect((await injectAs(t, undefined, 'PUT', '/api/user/profile', { name: 'A', email: 'a@b.co' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/user/change-password', () => {
  it('changes the password, revokes earlier tokens and hands back a new one', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const res = await injectAs(t, u, 'POST', '/api/user/change-password', {
      current_password: defaultPassword,
      new_password: 'yepyeni1',
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token as string;
    expect((await injectAs(t, u, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await injectAs(t, { token: fresh }, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const login = await injectAs(t, undefined, 'POST', '/api/auth/login', { email: u.email, password: 'yepyeni1' });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a wrong current password and a short new one, changing nothing', async () => {
    const u = await makeUser(t, { role: 'isveren' });
    const wrong = await injectAs(t, u, 'POST', '/api/user/change-password', {
      current_password: 'yanlis',
      new_password: 'yepyeni1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Mevcut şifre hatalı');
    const short = await injectAs(t, u, 'POST', '/api/user/change-password', {
      current_password: defaultPassword,
      new_password: '123',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().detail[0].msg).toBe('Yeni şifre en az 6 karakter olmalı');
    expect((await injectAs(t, u, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const login = await injectAs(t, undefined, 'POST', '/api/auth/login', {
      email: u.email,
      password: defaultPassword,
    });
    expect(login.statusCode).toBe(200);
  });
});

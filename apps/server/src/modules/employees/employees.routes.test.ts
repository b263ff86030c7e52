import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toBool } from '../../db/dialect.js';
import { makeCompany, makePlan, makeUser, putOnPlan, type TestCompany, type TestUser } from '../../test/factories.js';
import { formBody, injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT';

/** What the database holds about a company's people, to show that a refused call changed nothing. */
async function people(companyId: string) {
  const rows = await t.database.db
    .selectFrom('users')
    .select(['id', 'company_id', 'role', 'is_approved', 'can_create_groups'])
    .where((eb) => eb.or([eb('company_id', '=', companyId), eb('company_id', 'is', null)]))
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    is_approved: toBool(r.is_approved),
    can_create_groups: toBool(r.can_create_groups),
  }));
}

async function userRow(id: string) {
  const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return { ...row, is_approved: toBool(row.is_approved), can_create_groups: toBool(row.can_create_groups) };
}

/** The id-based calls, each aimed at the person of the company it would normally change. */
function idCalls(c: TestCompany): { name: string; method: Method; url: string; payload?: object }[] {
  return [
    { name: 'approve', method: 'POST', url: `/api/employees/${c.pending.id}/approve` },
    { name: 'reject', method: 'POST', url: `/api/employees/${c.pending.id}/reject` },
    { name: 'role', method: 'PUT', url: `/api/employees/${c.isci.id}/role`, payload: { role: 'sef' } },
    { name: 'toggle', method: 'POST', url: `/api/employees/${c.isci.id}/toggle-group-permission` },
  ];
}

function ids(list: { id: string }[]): string[] {
  return list.map((e) => e.id).sort();
}

/** A multipart/form-data body written out by hand, as a browser's FormData would send it. */
function multipartBody(fields: Record<string, string>) {
  const boundary = `----vazife${randomUUID().replaceAll('-', '')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('GET /api/employees', () => {
  it('lists approved staff without the employer for isveren, mudur and sef', async () => {
    const c = await makeCompany(t);
    for (const who of [c.owner, c.mudur, c.sef]) {
      const res = await injectAs(t, who, 'GET', '/api/employees');
      expect(res.statusCode, who.role).toBe(200);
      const list = res.json();
      expect(ids(list)).toEqual(ids([c.mudur, c.sef, c.isci]));
      for (const e of list) {
        expect(e).toMatchObject({ is_approved: true, can_create_groups: false });
        expect(Object.keys(e).sort()).toEqual(
          ['can_create_groups', 'created_at', 'email', 'id', 'is_approved', 'name', 'phone', 'role'].sort(),
        );
      }
    }
  });

  it('refuses a worker and a pending person with 403, and anonymous callers with 401', async () => {
    const c = await makeCompany(t);
    for (const who of [c.isci, c.pending]) {
      expect((await injectAs(t, who, 'GET', '/api/employees')).statusCode).toBe(403);
    }
    expect((await injectAs(t, undefined, 'GET', '/api/employees')).statusCode).toBe(401);
  });

  it('never shows another company’s people', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const who of [mine.owner, mine.mudur, mine.sef]) {
        const list = (await injectAs(t, who, 'GET', '/api/employees')).json();
        expect(ids(list)).toEqual(ids([mine.mudur, mine.sef, mine.isci]));
        expect(ids(list)).not.toContain(theirs.isci.id);
      }
    }
  });
});

describe('GET /api/employees/pending', () => {
  it('lists the employer’s pending people only', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const res = await injectAs(t, c.owner, 'GET', '/api/employees/pending');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: c.pending.id, is_approved: false, role: 'isci' })]);
    expect(ids((await injectAs(t, other.owner, 'GET', '/api/employees/pending')).json())).toEqual([other.pending.id]);
  });

  it('refuses every other role', async () => {
    const c = await makeCompany(t);
    for (const who of [c.mudur, c.sef, c.isci, c.pending]) {
      expect((await injectAs(t, who, 'GET', '/api/employees/pending')).statusCode, who.role).toBe(403);
    }
    expect((await injectAs(t, undefined, 'GET', '/api/employees/pending')).statusCode).toBe(401);
  });
});

describe('id-based calls: who may call them', () => {
  it('refuses mudur, sef, isci and pending people with 403 and changes nothing', async () => {
    const c = await makeCompany(t);
    const before = await people(c.id);
    for (const call of idCalls(c)) {
      for (const who of [c.mudur, c.sef, c.isci, c.pending]) {
        const res = await injectAs(t, who, call.method, call.url, call.payload);
        expect(res.statusCode, `${call.name} as ${who.role}`).toBe(403);
        expect(typeof res.json().detail).toBe('string');
      }
    }
    expect(await people(c.id)).toEqual(before);
  });

  it('answers 404 to another company’s employer and changes nothing', async () => {
    const c = await makeCompany(t);
    const stranger = await makeCompany(t);
    const before = await people(c.id);
    for (const call of idCalls(c)) {
      const res = await injectAs(t, stranger.owner, call.method, call.url, call.payload);
      expect(res.statusCode, call.name).toBe(404);
      expect(res.json().detail).toBe('Kayıt bulunamadı');
    }
    expect(await people(c.id)).toEqual(before);
  });

  it('answers 404 for an unknown id and 401 to anonymous callers', async () => {
    const c = await makeCompany(t);
    const unknown = randomUUID();
    for (const call of idCalls(c)) {
      const url = call.url.replace(/[0-9a-f-]{36}/, unknown);
      const res = await injectAs(t, c.owner, call.method, url, call.payload);
      expect(res.statusCode, call.name).toBe(404);
    }
    const before = await people(c.id);
    for (const call of idCalls(c)) {
      const res = await injectAs(t, undefined, call.method, call.url, call.payload);
      expect(res.statusCode, call.name).toBe(401);
    }
    expect(await people(c.id)).toEqual(before);
  });
});

describe('POST /api/employees/{id}/approve', () => {
  it('approves a pending person, who can then work', async () => {
    const c = await makeCompany(t);
    expect((await injectAs(t, c.pending, 'GET', '/api/companies/my')).statusCode).toBe(403);
    const res = await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Çalışan başarıyla onaylandı');
    expect(res.json().employee).toMatchObject({ id: c.pending.id, is_approved: true });
    const row = await userRow(c.pending.id);
    expect(row.is_approved).toBe(true);
    expect(row.approved_at).toBeTruthy();
    expect((await injectAs(t, c.pending, 'GET', '/api/companies/my')).statusCode).toBe(200);
    expect((await injectAs(t, c.owner, 'GET', '/api/employees/pending')).json()).toEqual([]);
  });

  it('answers 409 to someone already approved', async () => {
    const c = await makeCompany(t);
    for (const who of [c.isci, c.owner]) {
      const res = await injectAs(t, c.owner, 'POST', `/api/employees/${who.id}/approve`);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('Bu çalışan zaten onaylı');
    }
  });

  it('refuses to approve beyond the plan’s seat limit, naming it, and changes nothing', async () => {
    const owner = await makeUser(t, { role: 'isveren' });
    const created = await injectAs(t, owner, 'POST', '/api/companies/create', { name: 'Küçük Ekip' });
    const companyId: string = created.json().company_id;
    // Not active: an active plan this cheap would become every later company's trial plan.
    const plan = await makePlan(t, { name: 'İkili', maxUsers: 2, priceKurus: 1, active: false });
    await putOnPlan(t, companyId, plan.id);
    const first = await makeUser(t, { role: 'isci', companyId, approved: false });
    const second = await makeUser(t, { role: 'sef', companyId, approved: false });

    expect((await injectAs(t, owner, 'POST', `/api/employees/${first.id}/approve`)).statusCode).toBe(200);
    const before = await people(companyId);
    const res = await injectAs(t, owner, 'POST', `/api/employees/${second.id}/approve`);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toContain('2 kullanıcı');
    expect(await people(companyId)).toEqual(before);
    expect((await userRow(second.id)).is_approved).toBe(false);
    expect((await injectAs(t, owner, 'GET', '/api/companies/my')).json()).toMatchObject({
      max_users: 2,
      user_count: 2,
    });
  });

  it('treats max_users 999999 as unlimited', async () => {
    const c = await makeCompany(t);
    const plan = await makePlan(t, { name: 'Sınırsız', maxUsers: 999_999, active: false });
    await putOnPlan(t, c.id, plan.id);
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`)).statusCode).toBe(200);
    expect((await injectAs(t, c.owner, 'GET', '/api/companies/my')).json()).toMatchObject({
      max_users: null,
      user_count: 5,
    });
  });
});

describe('POST /api/employees/{id}/reject', () => {
  it('sends the pending person out of the company; they can join another one', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const res = await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Katılma isteği reddedildi');
    expect(await userRow(c.pending.id)).toMatchObject({ company_id: null, is_approved: false });
    expect((await injectAs(t, c.owner, 'GET', '/api/employees/pending')).json()).toEqual([]);
    expect((await injectAs(t, c.pending, 'GET', '/api/companies/my')).json().detail).toBe(
      'Henüz bir şirkete bağlı değilsiniz',
    );

    const join = await injectAs(t, c.pending, 'POST', '/api/companies/join', { company_code: other.code });
    expect(join.statusCode).toBe(200);
    expect(await userRow(c.pending.id)).toMatchObject({ company_id: other.id, is_approved: false });
    // The first employer no longer reaches them.
    expect((await injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`)).statusCode).toBe(404);
  });

  it('answers 409 to rejecting someone already approved and keeps them', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, c.owner, 'POST', `/api/employees/${c.isci.id}/reject`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Bu kişi onay beklemiyor');
    expect(await userRow(c.isci.id)).toMatchObject({ company_id: c.id, is_approved: true });
  });
});

describe('PUT /api/employees/{id}/role', () => {
  async function changeRole(c: TestCompany, who: TestUser, role: unknown) {
    return injectAs(t, c.owner, 'PUT', `/api/employees/${who.id}/role`, { role });
  }

  it('promotes isci → sef → mudur and back down', async () => {
    const c = await makeCompany(t);
    for (const role of ['sef', 'mudur', 'isci'] as const) {
      const res = await changeRole(c, c.isci, role);
      expect(res.statusCode, role).toBe(200);
      expect(res.json().employee).toMatchObject({ id: c.isci.id, role });
      expect((await userRow(c.isci.id)).role).toBe(role);
    }
  });

  it('refuses isveren and garbage with a Turkish 422, and the same role with 409', async () => {
    const c = await makeCompany(t);
    for (const role of ['isveren', 'patron', '', 3, undefined]) {
      const res = await changeRole(c, c.isci, role);
      expect(res.statusCode, String(role)).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', 'role'], msg: 'Rol İşçi, Şef veya Müdür olmalı' }]);
    }
    const same = await changeRole(c, c.isci, 'isci');
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toBe('Çalışan zaten bu rolde');
    expect((await userRow(c.isci.id)).role).toBe('isci');
  });

  it('never changes the employer’s role', async () => {
    const c = await makeCompany(t);
    const res = await changeRole(c, c.owner, 'mudur');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('İşverenin rolü değiştirilemez');
    expect((await userRow(c.owner.id)).role).toBe('isveren');
  });

  it('takes effect on the person’s very next request, with the same token', async () => {
    const c = await makeCompany(t);
    expect((await injectAs(t, c.isci, 'GET', '/api/employees')).statusCode).toBe(403);
    expect((await changeRole(c, c.isci, 'sef')).statusCode).toBe(200);
    expect((await injectAs(t, c.isci, 'GET', '/api/employees')).statusCode).toBe(200);

    expect((await injectAs(t, c.mudur, 'GET', '/api/employees')).statusCode).toBe(200);
    expect((await changeRole(c, c.mudur, 'isci')).statusCode).toBe(200);
    expect((await injectAs(t, c.mudur, 'GET', '/api/employees')).statusCode).toBe(403);
  });

  it('ends the person’s live streams, which keep the role they opened with; a refusal ends none', async () => {
    const c = await makeCompany(t);
    const ended: string[] = [];
    const unsubscribe = t.app.deps.bus.subscribe((m) => void (m.kind === 'session.end' && ended.push(m.userId)));
    try {
      expect((await changeRole(c, c.isci, 'isci')).statusCode).toBe(409);
      expect((await changeRole(c, c.isci, 'sef')).statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      unsubscribe();
    }
    expect(ended).toEqual([c.isci.id]);
  });

  it('accepts url-encoded and multipart bodies like JSON', async () => {
    const c = await makeCompany(t);
    const form = formBody({ role: 'sef' });
    const viaForm = await injectAs(t, c.owner, 'PUT', `/api/employees/${c.isci.id}/role`, form.payload, form.headers);
    expect(viaForm.statusCode).toBe(200);
    expect((await userRow(c.isci.id)).role).toBe('sef');

    const multi = multipartBody({ role: 'mudur' });
    const viaMultipart = await injectAs(
      t,
      c.owner,
      'PUT',
      `/api/employees/${c.isci.id}/role`,
      multi.payload,
      multi.headers,
    );
    expect(viaMultipart.statusCode).toBe(200);
    expect(viaMultipart.json().employee.role).toBe('mudur');
    expect((await userRow(c.isci.id)).role).toBe('mudur');

    const badForm = formBody({ role: 'isveren' });
    const refused = await injectAs(
      t,
      c.owner,
      'PUT',
      `/api/employees/${c.isci.id}/role`,
      badForm.payload,
      badForm.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect((await userRow(c.isci.id)).role).toBe('mudur');
  });
});

describe('POST /api/employees/{id}/toggle-group-permission', () => {
  it('flips can_create_groups both ways', async () => {
    const c = await makeCompany(t);
    const url = `/api/employees/${c.sef.id}/toggle-group-permission`;
    const on = await injectAs(t, c.owner, 'POST', url);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ can_create_groups: true, employee: { id: c.sef.id, can_create_groups: true } });
    expect((await userRow(c.sef.id)).can_create_groups).toBe(true);

    const off = await injectAs(t, c.owner, 'POST', url);
    expect(off.statusCode).toBe(200);
    expect(off.json().can_create_groups).toBe(false);
    expect((await userRow(c.sef.id)).can_create_groups).toBe(false);
  });

  it('does not apply to the employer', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, c.owner, 'POST', `/api/employees/${c.owner.id}/toggle-group-permission`);
    expect(res.statusCode).toBe(403);
    expect((await userRow(c.owner.id)).can_create_groups).toBe(false);
  });
});

describe('races', () => {
  it('never approves past the seat limit, even when approvals arrive at once', async () => {
    const owner = await makeUser(t, { role: 'isveren' });
    const companyId: string = (await injectAs(t, owner, 'POST', '/api/companies/create', { name: 'Yarış' })).json()
      .company_id;
    const plan = await makePlan(t, { name: 'Üçlü', maxUsers: 3, priceKurus: 1, active: false });
    await putOnPlan(t, companyId, plan.id);
    const waiting = await Promise.all(
      [1, 2, 3, 4].map(() => makeUser(t, { role: 'isci', companyId, approved: false })),
    );
    const answers = await Promise.all(waiting.map((w) => injectAs(t, owner, 'POST', `/api/employees/${w.id}/approve`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 403, 403]);
    expect((await injectAs(t, owner, 'GET', '/api/companies/my')).json().user_count).toBe(3);
  });
});

describe('approve and reject races', () => {
  it('answers each of two decisions sent at once consistently, never with a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await makeCompany(t);
      const [approve, reject] = await Promise.all([
        injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`),
        injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/reject`),
      ]);
      const codes = [approve.statusCode, reject.statusCode];
      expect(
        codes.filter((s) => s === 200),
        JSON.stringify(codes),
      ).toHaveLength(1);
      for (const s of codes) expect([200, 404, 409]).toContain(s);
      const row = await userRow(c.pending.id);
      if (approve.statusCode === 200) expect(row).toMatchObject({ company_id: c.id, is_approved: true });
      else expect(row).toMatchObject({ company_id: null, is_approved: false });
    }
  });

  it('approves once when approve is sent twice at once', async () => {
    const c = await makeCompany(t);
    const answers = await Promise.all(
      [1, 2].map(() => injectAs(t, c.owner, 'POST', `/api/employees/${c.pending.id}/approve`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});

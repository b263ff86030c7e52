import { errors } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask, uniqueEmail } from '../test/factories.js';
import { injectAs, useTestApp } from '../test/test-app.js';

/**
 * Text that nobody types and dates that do not exist: refused with a Turkish 422 on both engines
 * (PostgreSQL cannot store NUL, nor a year past 9999, and answered 500), and nothing is stored.
 */
const t = useTestApp();
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const messages = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

describe('bytes that are not UTF-8', () => {
  const ff = Buffer.from([0xff]);
  const rawMultipart = (fields: Record<string, Buffer | string>) => {
    const boundary = 'sinir-1234';
    const parts = Object.entries(fields).map(([name, value]) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        Buffer.from(value),
        Buffer.from('\r\n'),
      ]),
    );
    return {
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const storedMessages = async (companyId: string) =>
    (await t.database.db.selectFrom('messages').select('content').where('company_id', '=', companyId).execute()).map(
      (m) => m.content,
    );

  it('refuses them in JSON, url-encoded and multipart bodies with 400, storing nothing', async () => {
    const c = await makeCompany(t);
    const to = c.owner.id;
    const json = (content: Buffer) => ({
      payload: Buffer.concat([Buffer.from(`{"receiver_id":"${to}","content":"a`), content, Buffer.from('"}')]),
      headers: { 'content-type': 'application/json' },
    });
    const form = (content: Buffer | string) => ({
      payload: Buffer.concat([Buffer.from(`receiver_id=${to}&content=`), Buffer.from(content)]),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const bad = {
      'JSON, a byte 0xFF': json(ff),
      'JSON, a cut sequence': json(Buffer.from([0xc3])),
      'form, %FF': form('a%FF'),
      'form, a cut %C3': form('%C3b'),
      'form, a raw byte 0xFF': form(ff),
      'form, an overlong %C0%AF': form('%C0%AF'),
      'multipart, a byte 0xFF': rawMultipart({ receiver_id: to, content: Buffer.concat([Buffer.from('a'), ff]) }),
    };
    for (const [label, body] of Object.entries(bad)) {
      const res = await injectAs(t, c.isci, 'POST', '/api/messages/send', body.payload, body.headers);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({ detail: errors.invalidUtf8 });
    }
    const withFile = rawMultipart({ receiver_id: to, content: ff });
    const file = await injectAs(t, c.isci, 'POST', '/api/messages/send-with-file', withFile.payload, withFile.headers);
    expect(file.statusCode).toBe(400);
    expect(await storedMessages(c.id)).toEqual([]);
  });

  it('takes real UTF-8 in every form, and escapes that are not escapes as text', async () => {
    const c = await makeCompany(t);
    const to = c.owner.id;
    const sent = [
      await injectAs(t, c.isci, 'POST', '/api/messages/send', `receiver_id=${to}&content=%C3%A7ay+%25100`, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      await injectAs(t, c.isci, 'POST', '/api/messages/send', `receiver_id=${to}&content=100%ZZ`, {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      await injectAs(
        t,
        c.isci,
        'POST',
        '/api/messages/send',
        Buffer.from(`{"receiver_id":"${to}","content":"şeker"}`),
        {
          'content-type': 'application/json',
        },
      ),
    ];
    const multi = rawMultipart({ receiver_id: to, content: 'ığüşöç' });
    sent.push(await injectAs(t, c.isci, 'POST', '/api/messages/send', multi.payload, multi.headers));
    expect(sent.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await storedMessages(c.id)).sort()).toEqual(['100%ZZ', 'çay %100', 'ığüşöç', 'şeker'].sort());
  });
});

describe('control characters and broken Unicode', () => {
  it('registration refuses NUL in the name and phone, and stores nobody', async () => {
    for (const [field, value, message] of [
      ['name', 'a\u0000b', errors.controlCharacters],
      ['name', 'Ayşe\u001b[31m', errors.controlCharacters],
      ['name', 'Ayşe\nYılmaz', errors.lineBreaks],
      ['name', 'Ayşe \ud800', errors.brokenUnicode],
      ['phone', '0555\u0000', errors.controlCharacters],
    ] as const) {
      const email = uniqueEmail();
      const res = await injectAs(t, undefined, 'POST', '/api/auth/register', {
        name: 'Ayşe',
        email,
        password: 'Kapadokya-Balon-74',
        role: 'isveren',
        [field]: value,
      });
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(422);
      expect(messages(res.json())).toContain(message);
      const stored = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
      expect(stored).toHaveLength(0);
    }
  });

  it('the operator sign-in refuses NUL in the user name (422, not 500)', async () => {
    const res = await injectAs(t, undefined, 'POST', '/api/super-admin/login', { username: 'a\u0000b', password: 'x' });
    expect(res.statusCode).toBe(422);
  });

  it('profile, task texts and notes refuse NUL; notes keep their lines', async () => {
    const c = await makeCompany(t);
    const profile = await injectAs(t, c.isci, 'PUT', '/api/user/profile', { name: 'a\u0000b', email: c.isci.email });
    expect(profile.statusCode).toBe(422);

    for (const field of ['title', 'description', 'assigned_to'] as const) {
      const body = { title: 'Rafları say', description: 'Depo\r\nA blok', assigned_to: c.isci.id, [field]: 'x\u0000' };
      const res = await injectAs(t, c.owner, 'POST', '/api/tasks/create', body);
      expect(res.statusCode, field).toBe(422);
      expect(messages(res.json())).toContain(errors.controlCharacters);
    }
    const titled = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'Rafları\nsay',
      description: 'Depo',
      assigned_to: c.isci.id,
    });
    expect(messages(titled.json())).toContain(errors.lineBreaks);
    const tasks = await t.database.db.selectFrom('tasks').select('id').where('company_id', '=', c.id).execute();
    expect(tasks).toHaveLength(0);

    const ok = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'Rafları say',
      description: 'Depo\r\nA blok\tB blok',
      assigned_to: c.isci.id,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().task.description).toBe('Depo\r\nA blok\tB blok');

    const done = await makeTask(t, { by: c.owner, to: c.isci, status: 'tamamlandi' });
    const info = await injectAs(t, c.owner, 'POST', `/api/tasks/${done}/add-additional-info`, {
      additional_info: 'a\u0000b',
    });
    expect(info.statusCode).toBe(422);
    const row = await t.database.db
      .selectFrom('tasks')
      .select('additional_info')
      .where('id', '=', done)
      .executeTakeFirstOrThrow();
    expect(row.additional_info).toBeNull();
  });

  it('answers a path id with NUL or control characters with 422, and a printable unknown one with 404', async () => {
    const c = await makeCompany(t);
    for (const url of ['/api/tasks/%00', '/api/tasks/a%00b', '/api/tasks/%1B', '/api/analytics/employee/%00']) {
      const res = await injectAs(t, c.owner, 'GET', url);
      expect(res.statusCode, url).toBe(422);
      expect(messages(res.json())).toContain(errors.invalidId);
    }
    expect((await injectAs(t, c.owner, 'POST', '/api/employees/%00/approve')).statusCode).toBe(422);
    expect((await injectAs(t, c.owner, 'GET', '/api/tasks/yok')).statusCode).toBe(404);
  });
});

describe('impossible dates', () => {
  it('refuses a deadline past year 9999, on 30 February, or a bare year, and creates nothing', async () => {
    const c = await makeCompany(t);
    const year = new Date().getUTCFullYear() + 1;
    for (const deadline of [
      '+275760-09-13T00:00:00.000Z',
      '9999-12-31T23:00:00-05:00',
      `${year}-02-30T10:00:00Z`,
      '2100',
      `${year}-03-01`,
    ]) {
      const res = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
        title: 'Sayım',
        description: 'Depo',
        assigned_to: c.isci.id,
        deadline,
      });
      expect(res.statusCode, deadline).toBe(422);
      expect(messages(res.json())).toContain('Son tarih geçerli bir tarih olmalı');
    }
    const tasks = await t.database.db.selectFrom('tasks').select('id').where('company_id', '=', c.id).execute();
    expect(tasks).toHaveLength(0);
  });

  it('takes what the web sends, and an offset, stored as the same instant', async () => {
    const c = await makeCompany(t);
    const web = inAWeek();
    const a = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'A',
      description: 'B',
      assigned_to: c.isci.id,
      deadline: web,
    });
    expect(a.statusCode).toBe(201);
    expect(a.json().task.deadline).toBe(web);
    const local = `${new Date().getUTCFullYear() + 1}-03-01T17:00:00+03:00`;
    const b = await injectAs(t, c.owner, 'POST', '/api/tasks/create', {
      title: 'A',
      description: 'B',
      assigned_to: c.isci.id,
      deadline: local,
    });
    expect(b.statusCode).toBe(201);
    expect(Date.parse(b.json().task.deadline)).toBe(Date.parse(local));
  });
});

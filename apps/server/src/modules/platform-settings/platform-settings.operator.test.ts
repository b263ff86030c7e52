import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { errors } from '@vazife/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeCompany, operatorCaller } from '../../test/factories.js';
import { exe, filesUnder, jpeg, multipart, pdf, png } from '../../test/sample-files.js';
import { injectAs, useTestApp, type Caller } from '../../test/test-app.js';

const t = useTestApp();

const filesIn = (area: string) => filesUnder(path.join(t.config.dataDir, 'files', area));
const slides = () => t.database.db.selectFrom('slider_items').selectAll().execute();
const settingsRow = () =>
  t.database.db.selectFrom('platform_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
const auditOf = (kind: string) =>
  t.database.db
    .selectFrom('operator_audit_log')
    .selectAll()
    .where('entity_kind', '=', kind as never)
    .orderBy('created_at')
    .execute();

/** A 16 × 16 icon holding a PNG, as browsers take a favicon. */
async function ico(): Promise<Buffer> {
  const image = await png();
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(16, 0);
  entry.writeUInt8(16, 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, image]);
}

/** A PNG of noise over 2 MB: noise does not compress. */
async function noisyPng(): Promise<Buffer> {
  const side = 1000;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

async function upload(operator: Caller, fields: Record<string, string>, file?: { data: Buffer; name: string }) {
  return injectAs(
    t,
    operator,
    'POST',
    '/api/super-admin/slider/upload',
    multipart(fields, file ? [{ field: 'file', name: file.name, data: file.data, type: 'image/jpeg' }] : []),
  );
}

describe('who may call the operator’s slider and settings', () => {
  it('no token, and every person of a company (the employer too): 401; nothing changes', async () => {
    const c = await makeCompany(t);
    const before = { slides: await slides(), settings: await settingsRow() };
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/api/super-admin/slider/all'],
      ['POST', '/api/super-admin/slider/upload', { title: 'x' }],
      ['PUT', '/api/super-admin/slider/00000000-0000-4000-8000-000000000000', { active: false }],
      ['DELETE', '/api/super-admin/slider/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/super-admin/settings'],
      ['PUT', '/api/super-admin/settings', { platform_name: 'Ele Geçirildi', trial_days: 365 }],
      ['GET', '/api/super-admin/audit-log'],
    ];
    for (const [method, url, body] of calls)
      for (const who of [undefined, c.owner, c.mudur, c.sef, c.isci]) {
        const res = await injectAs(t, who, method, url, body as never);
        expect(res.statusCode, `${method} ${url} as ${who?.row.role ?? 'nobody'}`).toBe(401);
      }
    expect({ slides: await slides(), settings: await settingsRow() }).toEqual(before);
  });
});

describe('the login slider', () => {
  it('uploads, lists, edits, hides and deletes a slide; the public list follows; the file goes with it', async () => {
    const operator = await operatorCaller(t);
    const created = await upload(
      operator,
      { title: 'Görevler tek ekranda', description: 'Ekibinizi yönetin', order: '2' },
      { data: await jpeg(), name: 'slayt.jpg' },
    );
    expect(created.statusCode, created.body).toBe(201);
    const slide = created.json();
    expect(slide).toMatchObject({ title: 'Görevler tek ekranda', order: 2, active: true });
    expect(slide.url).toMatch(/^\/api\/download\/slider\/[^/]+\.jpg$/);
    const second = await upload(operator, { order: '1' }, { data: await png(), name: 'ikinci.png' });
    expect(second.statusCode, second.body).toBe(201);

    // Public: anyone downloads the image, and the sign-in page lists both, by order.
    const image = await injectAs(t, undefined, 'GET', slide.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const publicList = await injectAs(t, undefined, 'GET', '/api/settings/login-slider');
    expect(publicList.json().map((s: { id: string }) => s.id)).toEqual([second.json().id, slide.id]);

    const hidden = await injectAs(t, operator, 'PUT', `/api/super-admin/slider/${slide.id}`, {
      active: 'false',
      title: '',
      order: 0,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ active: false, title: null, order: 0, description: 'Ekibinizi yönetin' });
    expect(
      (await injectAs(t, undefined, 'GET', '/api/settings/login-slider')).json().map((s: { id: string }) => s.id),
    ).toEqual([second.json().id]);
    const all = await injectAs(t, operator, 'GET', '/api/super-admin/slider/all');
    expect(all.json().map((s: { id: string }) => s.id)).toEqual([slide.id, second.json().id]);

    const filesBefore = filesIn('slider').length;
    const deleted = await injectAs(t, operator, 'DELETE', `/api/super-admin/slider/${slide.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(filesIn('slider')).toHaveLength(filesBefore - 1);
    expect((await injectAs(t, undefined, 'GET', slide.url)).statusCode).toBe(404);
    expect((await injectAs(t, operator, 'DELETE', `/api/super-admin/slider/${slide.id}`)).statusCode).toBe(404);
    expect((await injectAs(t, operator, 'PUT', `/api/super-admin/slider/${slide.id}`, { order: 1 })).statusCode).toBe(
      404,
    );

    const actions = (await auditOf('slide')).filter((e) => e.entity_id === slide.id).map((e) => e.action);
    expect(actions).toEqual(['create', 'update', 'delete']);
  });

  it('refuses no image, a file that is not an image, and a negative order, in Turkish, storing nothing', async () => {
    const operator = await operatorCaller(t);
    const before = { rows: await slides(), files: filesIn('slider') };
    const none = await upload(operator, { title: 'Görselsiz' });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBe(errors.slideImageRequired);
    for (const data of [pdf(), exe()]) {
      const res = await upload(operator, { title: 'Sahte' }, { data, name: 'gorsel.jpg' });
      expect(res.statusCode).toBe(415);
      expect(res.json().detail).toBe(errors.unsupportedFile('gorsel.jpg'));
    }
    const negative = await upload(operator, { order: '-1' }, { data: await jpeg(), name: 'slayt.jpg' });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().detail[0].msg).toBe('Sıra en az 0 olmalı');
    const json = await injectAs(t, operator, 'POST', '/api/super-admin/slider/upload', { title: 'JSON' });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe(errors.slideImageRequired);
    expect({ rows: await slides(), files: filesIn('slider') }).toEqual(before);
  });

  it('refuses a bad edit with Turkish messages and changes nothing', async () => {
    const operator = await operatorCaller(t);
    const slide = (await upload(operator, { title: 'Kalıcı' }, { data: await jpeg(), name: 's.jpg' })).json();
    const before = await slides();
    for (const body of [{ order: -3 }, { order: 'bir' }, { active: 'belki' }, { title: 'a'.repeat(151) }]) {
      const res = await injectAs(t, operator, 'PUT', `/api/super-admin/slider/${slide.id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().detail[0].msg).toBe('string');
    }
    expect(await slides()).toEqual(before);
  });
});

describe('PUT /api/super-admin/settings', () => {
  it('sets the brand, logo and favicon; the public settings follow; a replaced logo’s file is removed', async () => {
    const operator = await operatorCaller(t);
    const res = await injectAs(
      t,
      operator,
      'PUT',
      '/api/super-admin/settings',
      multipart(
        {
          platform_name: 'Görevci',
          primary_color: '#112233',
          secondary_color: '#abcdef',
          support_email: 'destek@gorevci.com.tr',
          support_phone: '+90 212 555 00 00',
        },
        [
          { field: 'logo', name: 'logo.png', data: await png(), type: 'image/png' },
          { field: 'favicon', name: 'favicon.ico', data: await ico(), type: 'image/x-icon' },
        ],
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      platform_name: 'Görevci',
      primary_color: '#112233',
      secondary_color: '#ABCDEF',
      support_email: 'destek@gorevci.com.tr',
      support_phone: '+90 212 555 00 00',
    });
    const pub = (await injectAs(t, undefined, 'GET', '/api/platform/settings')).json();
    // The operator's answer is the public one and the trial length, which only the operator sees.
    const { trial_days: trialDays, ...branding } = res.json();
    expect(trialDays).toBe(14);
    expect(pub).toEqual(branding);
    expect(pub.logo_url).toMatch(/^\/api\/download\/logo\/[^/]+\.png$/);
    expect(pub.favicon_url).toMatch(/^\/api\/download\/favicon\/[^/]+\.ico$/);
    const favicon = await injectAs(t, undefined, 'GET', pub.favicon_url);
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/x-icon');

    // A new logo replaces the old, whose file goes; the other fields stay.
    const again = await injectAs(
      t,
      operator,
      'PUT',
      '/api/super-admin/settings',
      multipart({}, [{ field: 'logo', name: 'yeni.jpg', data: await jpeg(), type: 'image/jpeg' }]),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().platform_name).toBe('Görevci');
    expect(filesIn('logo')).toHaveLength(1);
    expect((await injectAs(t, undefined, 'GET', pub.logo_url)).statusCode).toBe(404);

    // Removing the logo and clearing the support e-mail.
    const cleared = await injectAs(t, operator, 'PUT', '/api/super-admin/settings', {
      remove_logo: 'true',
      support_email: '',
    });
    expect(cleared.json()).toMatchObject({ logo_url: null, support_email: null });
    expect(filesIn('logo')).toHaveLength(0);

    const entries = await auditOf('platform_settings');
    expect(entries).toHaveLength(3);
    expect(JSON.parse(entries[0]!.after_json!)).toMatchObject({ platform_name: 'Görevci', primary_color: '#112233' });

    // Back to the defaults, for the other tests of this file.
    await injectAs(t, operator, 'PUT', '/api/super-admin/settings', {
      platform_name: 'Vazife',
      primary_color: '#3B82F6',
      secondary_color: '#8B5CF6',
      support_phone: '',
      remove_favicon: 'true',
    });
    expect(filesIn('favicon')).toHaveLength(0);
  });

  it('refuses bad colours, e-mail, name, a logo too big or of the wrong type: Turkish errors, nothing stored', async () => {
    const operator = await operatorCaller(t);
    const before = { row: await settingsRow(), logos: filesIn('logo'), icons: filesIn('favicon') };
    for (const body of [
      { primary_color: 'mavi' },
      { secondary_color: '#12345' },
      { support_email: 'destek@' },
      { platform_name: '   ' },
      { support_phone: 'ara beni' },
    ]) {
      const res = await injectAs(t, operator, 'PUT', '/api/super-admin/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().detail[0].msg).toBe('string');
    }
    const gif = await injectAs(
      t,
      operator,
      'PUT',
      '/api/super-admin/settings',
      multipart({ platform_name: 'Yarım' }, [
        { field: 'logo', name: 'logo.png', data: await png(), type: 'image/png' },
        { field: 'favicon', name: 'favicon.ico', data: pdf(), type: 'image/x-icon' },
      ]),
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().detail).toBe(errors.unsupportedFile('favicon.ico'));
    const big = await injectAs(
      t,
      operator,
      'PUT',
      '/api/super-admin/settings',
      multipart({}, [{ field: 'logo', name: 'dev.png', data: await noisyPng(), type: 'image/png' }]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe(errors.fileTooLarge('dev.png', 2));
    expect({ row: await settingsRow(), logos: filesIn('logo'), icons: filesIn('favicon') }).toEqual(before);
  });
});

describe('the trial new companies get', () => {
  it('is 14 days until the operator changes it; a new company then gets the new length, an old one keeps its own', async () => {
    const operator = await operatorCaller(t);
    const day = 24 * 3600_000;
    const endOf = async (companyId: string) =>
      Date.parse(
        (
          await t.database.db
            .selectFrom('companies')
            .select('subscription_end_date')
            .where('id', '=', companyId)
            .executeTakeFirstOrThrow()
        ).subscription_end_date!,
      );
    const read = await injectAs(t, operator, 'GET', '/api/super-admin/settings');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ trial_days: 14, platform_name: expect.any(String) });
    const before = await makeCompany(t);
    expect((await endOf(before.id)) - Date.now()).toBeGreaterThan(13.9 * day);

    const set = await injectAs(t, operator, 'PUT', '/api/super-admin/settings', { trial_days: 30 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().trial_days).toBe(30);
    // The public branding does not tell it.
    expect((await injectAs(t, undefined, 'GET', '/api/platform/settings')).json()).not.toHaveProperty('trial_days');
    const after = await makeCompany(t);
    const trial = (await endOf(after.id)) - Date.now();
    expect(trial).toBeGreaterThan(29.9 * day);
    expect(trial).toBeLessThan(30.1 * day);
    expect((await endOf(before.id)) - Date.now()).toBeLessThan(14.1 * day);
    const [entry] = (await auditOf('platform_settings')).slice(-1);
    expect(JSON.parse(entry!.before_json!)).toEqual({ trial_days: 14 });
    expect(JSON.parse(entry!.after_json!)).toEqual({ trial_days: 30 });

    for (const bad of [-1, 366, 2.5, 'iki hafta']) {
      const res = await injectAs(t, operator, 'PUT', '/api/super-admin/settings', { trial_days: bad });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.body).toContain('Deneme süresi 0 ile 365 gün arasında bir tam sayı olmalı');
    }
    expect((await settingsRow()).trial_days).toBe(30);
    await injectAs(t, operator, 'PUT', '/api/super-admin/settings', { trial_days: 14 });
  });
});

describe('GET /api/super-admin/audit-log', () => {
  it('lists the operator’s changes newest first, filtered by kind, action, operator and days', async () => {
    const operator = await operatorCaller(t, 'denetci');
    await injectAs(t, operator, 'POST', '/api/super-admin/bank-accounts', {
      bank_name: 'Ziraat Bankası',
      account_holder: 'Vazife A.Ş.',
      iban: 'TR330006100519786457841326',
    });
    const plan = await injectAs(t, operator, 'POST', '/api/super-admin/plans', {
      name: 'Denetim Paketi',
      price: 100,
      max_users: 5,
    });
    await injectAs(t, operator, 'PUT', `/api/super-admin/plans/${plan.json().id}`, { price: 120 });

    const all = await injectAs(t, operator, 'GET', '/api/super-admin/audit-log?operator=denetci');
    expect(all.statusCode, all.body).toBe(200);
    expect(
      all.json().items.map((e: { entity_kind: string; action: string }) => `${e.entity_kind}:${e.action}`),
    ).toEqual(['plan:update', 'plan:create', 'bank_account:create']);
    const update = all.json().items[0];
    expect(update).toMatchObject({
      operator_username: 'denetci',
      entity_id: plan.json().id,
      entity_label: 'Denetim Paketi',
      before: { price: 100 },
      after: { price: 120 },
    });

    const plans = await injectAs(
      t,
      operator,
      'GET',
      '/api/super-admin/audit-log?operator=denetci&entity_kind=plan&action=create',
    );
    expect(plans.json().items).toHaveLength(1);
    expect(plans.json().total).toBe(1);
    const page = await injectAs(t, operator, 'GET', '/api/super-admin/audit-log?operator=denetci&page=2&page_size=2');
    expect(page.json().items).toHaveLength(1);
    expect(page.json().total).toBe(3);
    const past = await injectAs(
      t,
      operator,
      'GET',
      '/api/super-admin/audit-log?operator=denetci&from=2020-01-01&to=2020-12-31',
    );
    expect(past.json().total).toBe(0);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const now = await injectAs(
      t,
      operator,
      'GET',
      `/api/super-admin/audit-log?operator=denetci&from=${today}&to=${today}`,
    );
    expect(now.json().total).toBe(3);
  });

  it('refuses bad filters in Turkish', async () => {
    const operator = await operatorCaller(t);
    for (const query of [
      'entity_kind=sirket',
      'action=sil',
      'from=2027-02-30',
      'from=2027-03-02&to=2027-03-01',
      'page=0',
    ]) {
      const res = await injectAs(t, operator, 'GET', `/api/super-admin/audit-log?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(typeof res.json().detail[0].msg).toBe('string');
    }
  });
});

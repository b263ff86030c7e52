import { describe, expect, it } from 'vitest';
import { csvOf } from '../../test/csv.js';
import { makeCompany, makeUser, type TestUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { createReport, listPage, seedReport, titles } from './reports-test-kit.js';

const t = useTestApp();

async function exported(who: TestUser, query = '') {
  const res = await injectAs(t, who, 'GET', `/api/reports/export.csv${query ? `?${query}` : ''}`);
  const rows = csvOf(res, 'raporlar');
  expect(rows[0]).toEqual(['Başlık', 'Tür', 'Yazan', 'Oluşturulma', 'İçerik', 'Dosya']);
  return rows.slice(1);
}

describe('GET /api/reports/export.csv', () => {
  it('holds for each role exactly what its list shows under the same filters, and nothing of another company', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    await seedReport(t, c.isci, { title: '21 Kasım son dakika', createdAt: '2026-11-21T20:59:59.999Z' });
    await seedReport(t, c.isci, {
      title: '22 Kasım gece yarısı',
      type: 'olay',
      content: 'Forklift durdu',
      createdAt: '2026-11-21T21:00:00.000Z',
    });
    await seedReport(t, other, { title: 'Öbür işçinin', type: 'bakim', createdAt: '2026-11-22T09:00:00.000Z' });
    const b = await makeCompany(t);
    await seedReport(t, b.isci, { title: 'Başka şirketin', createdAt: '2026-11-22T09:00:00.000Z' });

    const queries = ['', 'from=2026-11-22&to=2026-11-22', 'to=2026-11-21', 'type=olay', 'q=forklift', 'type=bakim'];
    for (const who of [c.owner, c.mudur, c.sef, c.isci, other])
      for (const query of queries)
        expect(
          (await exported(who, query)).map((row) => row[0]),
          `${who.role} ${query}`,
        ).toEqual(await titles(t, who, query));
    expect((await exported(c.owner)).map((row) => row[0])).toEqual([
      'Öbür işçinin',
      '22 Kasım gece yarısı',
      '21 Kasım son dakika',
    ]);
    expect((await exported(c.isci)).map((row) => row[0])).toEqual(['22 Kasım gece yarısı', '21 Kasım son dakika']);
    expect((await exported(c.owner, 'from=2026-11-22&to=2026-11-22')).map((row) => row[0])).toEqual([
      'Öbür işçinin',
      '22 Kasım gece yarısı',
    ]);
  });

  it('refuses the pending, the anonymous and a reversed range', async () => {
    const c = await makeCompany(t);
    expect((await injectAs(t, c.pending, 'GET', '/api/reports/export.csv')).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'GET', '/api/reports/export.csv')).statusCode).toBe(401);
    const reversed = await injectAs(t, c.owner, 'GET', '/api/reports/export.csv?from=2026-11-23&to=2026-11-22');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.body).not.toContain('\uFEFF');
  });

  it('writes the type label, the author, Istanbul time, quotes, the formula guard and the file name', async () => {
    const c = await makeCompany(t);
    await seedReport(t, c.isci, {
      title: 'Vardiya; "gece"\r\nözeti',
      content: '@SUM(1)',
      type: 'mesai_teslim',
      createdAt: '2026-11-25T21:00:00.000Z',
    });
    await createReport(
      t,
      c.isci,
      { title: '-10 koli eksik', content: 'Sayım' },
      {
        name: 'sayım.txt',
        data: Buffer.from('sayım'),
        type: 'text/plain',
      },
    );
    const rows = await exported(c.owner);
    const author = (await listPage(t, c.owner)).items[0]!.user_name;
    const seeded = rows.find((row) => row[0]!.startsWith('Vardiya'))!;
    expect(seeded).toEqual(['Vardiya; "gece"\r\nözeti', 'Mesai Teslim', author, '26.11.2026 00:00', "'@SUM(1)", '']);
    const written = rows.find((row) => row[0] !== seeded[0])!;
    expect(written.slice(0, 2)).toEqual(["'-10 koli eksik", 'Günlük']);
    expect(written[5]).toBe('sayım.txt');
  });
});

import type { Report } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../test/factories.js';
import { expectFiftyAPage, expectIstanbulDays, expectKeysetPaging, type PageOf } from '../../test/list-checks.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { listPage, seedReport, titles } from './reports-test-kit.js';

const t = useTestApp();
const pageOf: PageOf<Report> = (who, query) => listPage(t, who, query);

describe('date filters, in Istanbul days', () => {
  it('takes a day from its midnight in Istanbul (21:00 UTC the day before) to the next, both ends of a range included', async () => {
    const c = await makeCompany(t);
    const write = (title: string, createdAt: string) => seedReport(t, c.isci, { title, createdAt });
    await expectIstanbulDays(write, pageOf, [c.owner, c.isci]);
  });
});

describe('type and text', () => {
  it('filters by type, and finds a text in the title or the content whatever its case', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const createdAt = (minute: number) => `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`;
    await seedReport(t, c.isci, {
      title: 'Forklift arızası',
      content: 'Rampada durdu',
      type: 'olay',
      createdAt: createdAt(1),
    });
    await seedReport(t, c.isci, {
      title: 'Günlük rapor',
      content: 'FORKLIFT bakımı yapıldı',
      type: 'bakim',
      createdAt: createdAt(2),
    });
    await seedReport(t, other, {
      title: 'Yangın tatbikatı',
      content: 'Herkes çıkışta',
      type: 'guvenlik',
      createdAt: createdAt(3),
    });
    await seedReport(t, c.isci, {
      title: '%100 tamam',
      content: 'Sayım_listesi ekte',
      type: 'gunluk',
      createdAt: createdAt(4),
    });

    expect(await titles(t, c.owner, 'type=olay')).toEqual(['Forklift arızası']);
    expect(await titles(t, c.owner, 'type=guvenlik')).toEqual(['Yangın tatbikatı']);
    expect(await titles(t, c.owner, 'type=haftalik')).toEqual([]);
    expect(await titles(t, c.owner, 'q=forklift')).toEqual(['Günlük rapor', 'Forklift arızası']);
    expect(await titles(t, c.owner, 'q=FoRkLiFt&type=bakim')).toEqual(['Günlük rapor']);
    expect(await titles(t, c.owner, `q=${encodeURIComponent('Yangın')}`)).toEqual(['Yangın tatbikatı']);
    expect(await titles(t, c.owner, `q=${encodeURIComponent('çıkış')}`)).toEqual(['Yangın tatbikatı']);
    // LIKE's own characters separate words, as every punctuation mark does: never a pattern, and
    // a text of them alone holds no word and finds nothing.
    expect(await titles(t, c.owner, `q=${encodeURIComponent('%100')}`)).toEqual(['%100 tamam']);
    expect(await titles(t, c.owner, 'q=listesi')).toEqual(['%100 tamam']);
    for (const text of ['%', '_', '\\']) expect(await titles(t, c.owner, `q=${encodeURIComponent(text)}`)).toEqual([]);
    // A worker's search stays within their own reports; a blank search is no search.
    expect(await titles(t, other, 'q=forklift')).toEqual([]);
    expect(await titles(t, other, 'q=%20%20')).toEqual(['Yangın tatbikatı']);
  });
});

describe('paging', () => {
  it('pages newest first by (created_at, id) with x-next-cursor, each report once, filters kept', async () => {
    const c = await makeCompany(t);
    const sameTime = '2026-11-20T08:00:00.000Z';
    for (let i = 0; i < 12; i++)
      await seedReport(t, c.isci, {
        title: `Rapor ${i}`,
        type: i % 2 ? 'olay' : 'gunluk',
        createdAt: i < 7 ? sameTime : `2026-11-2${i - 6}T08:00:00.000Z`,
      });
    const readings = [
      [c.owner, '', 12],
      [c.isci, '', 12],
      [c.mudur, 'type=olay', 6],
    ] as const;
    await expectKeysetPaging(pageOf, readings, c.owner);
  });

  it('gives 50 a page unless asked', async () => {
    const c = await makeCompany(t);
    await expectFiftyAPage((title, createdAt) => seedReport(t, c.isci, { title, createdAt }), pageOf, c.sef);
  });
});

describe('the statistics', () => {
  it('count what the list’s filters find, in all and by type; a worker counts their own', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const at = (day: number) => `2026-11-${day}T09:00:00.000Z`;
    await seedReport(t, c.isci, { title: 'Olay 1', type: 'olay', createdAt: at(20) });
    await seedReport(t, c.isci, { title: 'Olay 2', type: 'olay', createdAt: at(21) });
    await seedReport(t, c.isci, { title: 'Bakım', content: 'Forklift', type: 'bakim', createdAt: at(21) });
    await seedReport(t, other, { title: 'Güvenlik', type: 'guvenlik', createdAt: at(22) });
    const stranger = await makeCompany(t);
    await seedReport(t, stranger.isci, { title: 'Başka', type: 'olay', createdAt: at(21) });

    const stats = async (who: typeof c.owner, query = '') => {
      const res = await injectAs(t, who, 'GET', `/api/reports/stats${query ? `?${query}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; by_type: Record<string, number> };
    };
    const zero = { gunluk: 0, haftalik: 0, mesai_teslim: 0, olay: 0, bakim: 0, guvenlik: 0 };
    for (const reader of [c.owner, c.mudur, c.sef])
      expect(await stats(reader)).toEqual({ total: 4, by_type: { ...zero, olay: 2, bakim: 1, guvenlik: 1 } });
    expect(await stats(c.owner, 'from=2026-11-21&to=2026-11-21')).toEqual({
      total: 2,
      by_type: { ...zero, olay: 1, bakim: 1 },
    });
    expect(await stats(c.owner, 'q=forklift')).toEqual({ total: 1, by_type: { ...zero, bakim: 1 } });
    expect(await stats(c.owner, 'type=olay')).toEqual({ total: 2, by_type: { ...zero, olay: 2 } });
    expect(await stats(c.isci)).toEqual({ total: 3, by_type: { ...zero, olay: 2, bakim: 1 } });
    expect(await stats(other)).toEqual({ total: 1, by_type: { ...zero, guvenlik: 1 } });
    expect((await injectAs(t, c.pending, 'GET', '/api/reports/stats')).statusCode).toBe(403);
    const reversed = await injectAs(t, c.owner, 'GET', '/api/reports/stats?from=2026-11-22&to=2026-11-21');
    expect(reversed.statusCode).toBe(422);
    expect(JSON.stringify(reversed.json())).toContain('Bitiş tarihi başlangıç tarihinden önce olamaz');
  });
});

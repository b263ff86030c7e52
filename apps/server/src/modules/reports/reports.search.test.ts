import type { Report } from '@vazife/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { csvOf } from '../../test/csv.js';
import { makeCompany, makeUser, type TestUser } from '../../test/factories.js';
import { allPages, type PageOf } from '../../test/list-checks.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { listPage, seedReport, titles } from './reports-test-kit.js';

/** The list's `q` found as the header's search finds a report (reports.repo.ts `listReports`). */

const t = useTestApp();
const pageOf: PageOf<Report> = (who, query) => listPage(t, who, query);

const q = (text: string) => `q=${encodeURIComponent(text)}`;

async function stats(who: TestUser, query: string): Promise<number> {
  const res = await injectAs(t, who, 'GET', `/api/reports/stats?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
}

async function exportedTitles(who: TestUser, query: string): Promise<string[]> {
  const res = await injectAs(t, who, 'GET', `/api/reports/export.csv?${query}`);
  return csvOf(res, 'raporlar')
    .slice(1)
    .map((row) => row[0]!);
}

/**
 * `count` reports of `who`, one a minute back from now, with ids `<prefix>-1` (newest) to
 * `<prefix>-<count>`; `title(n)` gives the n-th its title, every third is an `olay`.
 */
async function bulkReports(who: TestUser, prefix: string, count: number, title: (n: string) => unknown) {
  const pg = t.database.dialect.name === 'postgres';
  const at = pg ? sql`now() - n * interval '1 minute'` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', -n || ' minutes')`;
  const type = sql`case when n % 3 = 0 then 'olay' else 'gunluk' end`;
  await sql`insert into reports (id, company_id, user_id, title, content, type, created_at)
    with recursive g(n) as (select 1 union all select n + 1 from g where n < ${sql.lit(count)})
    select ${prefix} || '-' || n, ${who.companyId}, ${who.id}, ${title('n')}, 'İçerik', ${type}, ${at} from g`.execute(
    t.database.db,
  );
}

describe('the list’s text, folded as the search folds it', () => {
  it('finds a Turkish text typed without its letters or in the other case, in the list, the counts and the export', async () => {
    const c = await makeCompany(t);
    const at = (minute: number) => `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`;
    await seedReport(t, c.isci, { title: 'Görev teslim edildi', content: 'Rampa temiz', createdAt: at(1) });
    await seedReport(t, c.isci, { title: 'Depo', content: 'IŞIK yanmıyor, İstanbul deposu', createdAt: at(2) });
    await seedReport(t, c.isci, { title: 'Şef notu', content: 'Çıkış kapısı açık', type: 'olay', createdAt: at(3) });

    for (const [text, expected] of [
      ['gorev', ['Görev teslim edildi']],
      ['GÖREV', ['Görev teslim edildi']],
      ['isik', ['Depo']],
      ['istanbul', ['Depo']],
      ['ISTANBUL', ['Depo']],
      ['sef', ['Şef notu']],
      ['cikis kapisi', ['Şef notu']],
      // One or two characters are found anywhere too, tested on each report.
      ['ç', ['Şef notu']],
      ['go', ['Görev teslim edildi']],
      ['zz', []],
    ] as const) {
      expect(await titles(t, c.owner, q(text)), text).toEqual(expected);
      expect(await titles(t, c.isci, q(text)), text).toEqual(expected);
      expect(await stats(c.owner, q(text)), text).toBe(expected.length);
      expect(await exportedTitles(c.owner, q(text)), text).toEqual(expected);
    }
    expect(await titles(t, c.owner, `${q('sef')}&type=gunluk`)).toEqual([]);
    expect(await titles(t, c.owner, `${q('sef')}&type=olay&from=2026-11-22&to=2026-11-22`)).toEqual(['Şef notu']);
    expect(await titles(t, c.owner, `${q('sef')}&from=2026-11-23`)).toEqual([]);
  });

  it('finds another worker’s report for a reader of all, none for the worker, and nothing of another company', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    await seedReport(t, other, { title: 'Zümrüt hattı', createdAt: '2026-11-22T09:00:00.000Z' });
    const b = await makeCompany(t);
    await seedReport(t, b.isci, { title: 'Yakut vanası', content: 'Görev', createdAt: '2026-11-22T09:00:00.000Z' });

    expect(await titles(t, c.owner, q('zumrut'))).toEqual(['Zümrüt hattı']);
    expect(await titles(t, c.sef, q('zumrut'))).toEqual(['Zümrüt hattı']);
    expect(await titles(t, other, q('zumrut'))).toEqual(['Zümrüt hattı']);
    expect(await titles(t, c.isci, q('zumrut'))).toEqual([]);
    expect(await stats(c.isci, q('zumrut'))).toBe(0);
    // The term is only in company b: company c's readers find nothing, b's own find it.
    for (const who of [c.owner, c.mudur, c.sef, c.isci]) {
      expect(await titles(t, who, q('yakut'))).toEqual([]);
      expect(await titles(t, who, q('ya'))).toEqual([]);
      expect(await stats(who, q('yakut'))).toBe(0);
      expect(await exportedTitles(who, q('yakut'))).toEqual([]);
    }
    expect(await titles(t, b.owner, q('yakut'))).toEqual(['Yakut vanası']);
  });
});

describe('the list’s text, by word starts as the search finds it', () => {
  it('finds each word at the start of a word of the title or the content, in the list, the counts and the export', async () => {
    const c = await makeCompany(t);
    const at = (minute: number) => `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`;
    await seedReport(t, c.isci, { title: 'Koridor', content: 'Koridorda ışık yanmıyor', createdAt: at(1) });
    await seedReport(t, c.isci, { title: 'Vardiya', content: 'Değişiklik yapılmadı', createdAt: at(2) });
    await seedReport(t, c.isci, { title: 'Seri 7 hattı', content: 'Soğutma durdu', createdAt: at(3) });
    await seedReport(t, c.isci, { title: '7. seri', content: 'Görev tamam', createdAt: at(4) });
    await seedReport(t, c.isci, { title: 'Seri A7', content: 'Hat boş', createdAt: at(5) });

    for (const [text, expected] of [
      ['ışık', ['Koridor']],
      ['isik', ['Koridor']],
      ['sik', []],
      ['sogutma', ['Seri 7 hattı']],
      ['gorev', ['7. seri']],
      ['seri 7', ['7. seri', 'Seri 7 hattı']],
      ['7 seri', ['7. seri', 'Seri 7 hattı']],
      ['a7', ['Seri A7']],
      ['7', ['7. seri', 'Seri 7 hattı']],
      ['--', []],
    ] as const) {
      expect(await titles(t, c.owner, q(text)), text).toEqual(expected);
      expect(await stats(c.owner, q(text)), text).toBe(expected.length);
      expect(await exportedTitles(c.owner, q(text)), text).toEqual(expected);
    }
  });
});

describe('paging with a text', () => {
  it('pages a few matches newest first, each once, with the other filters', async () => {
    const c = await makeCompany(t);
    const made: string[] = [];
    for (let i = 0; i < 11; i++)
      made.unshift(
        await seedReport(t, c.isci, {
          title: i % 2 ? `Görev ${i}` : `Palet ${i}`,
          content: i % 2 ? 'İçerik' : 'görevden sonra',
          type: i % 3 ? 'gunluk' : 'olay',
          createdAt: `2026-11-${10 + i}T08:00:00.000Z`,
        }),
      );
    const { ids, pages } = await allPages(pageOf, c.owner, q('gorev'), 3);
    expect(ids).toEqual(made);
    expect(pages).toBe(4);
    const olay = await allPages(pageOf, c.sef, `${q('GOREV')}&type=olay`, 2);
    expect(olay.ids).toEqual(made.filter((_, k) => (10 - k) % 3 === 0));
  });

  it('pages matches older than the newest thousand (the index) and a common text (the walk) alike', async () => {
    const c = await makeCompany(t);
    // 2,100 reports, one a minute back: "Görev" in every 300th, "Palet" in the rest.
    await bulkReports(
      c.isci,
      'r',
      2100,
      (n) => sql`case when ${sql.raw(String(n))} % 300 = 0 then 'Görev ' || n else 'Palet raporu ' || n end`,
    );
    // Older than all of them: twelve more "Görev" in 2020.
    const old: string[] = [];
    for (let i = 11; i >= 0; i--)
      old.push(
        await seedReport(t, c.isci, {
          title: `Eski görev ${i}`,
          type: i % 3 ? 'gunluk' : 'olay',
          createdAt: `2020-01-${String(10 + i).padStart(2, '0')}T08:00:00.000Z`,
        }),
      );
    const recent = [300, 600, 900, 1200, 1500, 1800, 2100].map((n) => `r-${n}`);

    const rare = await allPages(pageOf, c.owner, q('gorev'), 5);
    expect(rare.ids).toEqual([...recent, ...old]);
    expect(rare.pages).toBe(4);
    expect(await stats(c.owner, q('gorev'))).toBe(19);
    expect((await allPages(pageOf, c.isci, q('görev'), 50)).ids).toEqual([...recent, ...old]);
    const olay = await allPages(pageOf, c.owner, `${q('gorev')}&type=olay`, 3);
    expect(olay.ids).toEqual([...recent, ...old.filter((_, k) => (11 - k) % 3 === 0)]);
    expect((await allPages(pageOf, c.owner, `${q('gorev')}&to=2020-12-31`, 5)).ids).toEqual(old);

    const common = await listPage(t, c.owner, `${q('palet raporu')}&limit=100`);
    expect(common.items).toHaveLength(100);
    expect(common.items[0]!.id).toBe('r-1');
    const second = await listPage(t, c.owner, `${q('palet raporu')}&limit=100&cursor=${common.next}`);
    const expected = Array.from({ length: 210 }, (_, k) => k + 1)
      .filter((n) => n % 300 !== 0)
      .map((n) => `r-${n}`);
    expect([...common.items, ...second.items].map((r) => r.id)).toEqual(expected.slice(0, 200));
    expect(await stats(c.owner, q('palet raporu'))).toBe(2093);
    expect(await exportedTitles(c.owner, q('gorev'))).toHaveLength(19);
  });
});

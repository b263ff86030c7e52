import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { listPage, seedAnnouncement, titles } from './announcements-test-kit.js';

const t = useTestApp();

describe('date filters, in Istanbul days', () => {
  it('takes a day from its midnight in Istanbul (21:00 UTC the day before) to the next, both ends of a range included', async () => {
    const c = await makeCompany(t);
    const at = (title: string, createdAt: string) => seedAnnouncement(t, c.mudur, { title, createdAt });
    await at('21 Kasım son dakika', '2026-11-21T20:59:59.999Z');
    await at('22 Kasım gece yarısı', '2026-11-21T21:00:00.000Z');
    await at('22 Kasım öğle', '2026-11-22T09:00:00.000Z');
    await at('22 Kasım son dakika', '2026-11-22T20:59:59.999Z');
    await at('23 Kasım gece yarısı', '2026-11-22T21:00:00.000Z');
    await at('25 Kasım', '2026-11-25T10:00:00.000Z');

    for (const reader of [c.owner, c.isci]) {
      expect(await titles(t, reader, 'from=2026-11-22&to=2026-11-22')).toEqual([
        '22 Kasım son dakika',
        '22 Kasım öğle',
        '22 Kasım gece yarısı',
      ]);
      expect(await titles(t, reader, 'from=2026-11-23')).toEqual(['25 Kasım', '23 Kasım gece yarısı']);
      expect(await titles(t, reader, 'to=2026-11-21')).toEqual(['21 Kasım son dakika']);
      expect(await titles(t, reader, 'from=2026-11-21&to=2026-11-23')).toHaveLength(5);
      expect(await titles(t, reader, 'from=2026-11-24&to=2026-11-24')).toEqual([]);
    }
  });

  it('takes a whole month, from its first day to its last', async () => {
    const c = await makeCompany(t);
    const at = (title: string, createdAt: string) => seedAnnouncement(t, c.owner, { title, createdAt });
    await at('Ekim sonu', '2026-10-31T20:59:59.999Z');
    await at('Kasım başı', '2026-10-31T21:00:00.000Z');
    await at('Kasım sonu', '2026-11-30T20:59:59.999Z');
    await at('Aralık başı', '2026-11-30T21:00:00.000Z');
    expect(await titles(t, c.sef, 'from=2026-11-01&to=2026-11-30')).toEqual(['Kasım sonu', 'Kasım başı']);
  });
});

describe('paging', () => {
  it('pages newest first by (created_at, id) with x-next-cursor, each announcement once, filters kept', async () => {
    const c = await makeCompany(t);
    const sameTime = '2026-11-20T08:00:00.000Z';
    for (let i = 0; i < 7; i++) await seedAnnouncement(t, c.owner, { title: `Duyuru ${i}`, createdAt: sameTime });
    for (let i = 7; i < 12; i++)
      await seedAnnouncement(t, c.mudur, { title: `Duyuru ${i}`, createdAt: `2026-11-2${i - 6}T08:00:00.000Z` });
    for (const [reader, query, expected] of [
      [c.owner, '', 12],
      [c.isci, '', 12],
      [c.sef, 'from=2026-11-21', 5],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await listPage(
          t,
          reader,
          [query, 'limit=5', cursor ? `cursor=${cursor}` : ''].filter(Boolean).join('&'),
        );
        expect(page.announcements.length).toBeLessThanOrEqual(5);
        seen.push(...page.announcements.map((a) => a.id));
        cursor = page.next;
        pages += 1;
      } while (cursor);
      expect(new Set(seen).size, `${reader.role} ${query}`).toBe(expected);
      expect(seen).toHaveLength(expected);
      expect(pages).toBe(Math.ceil(expected / 5));
    }
    const all = (await listPage(t, c.owner, 'limit=100')).announcements;
    const keys = all.map((a) => `${a.created_at}|${a.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect((await listPage(t, c.owner, 'limit=100')).next).toBeUndefined();
  });

  it('gives 50 a page unless asked', async () => {
    const c = await makeCompany(t);
    for (let i = 0; i < 51; i++)
      await seedAnnouncement(t, c.owner, {
        title: `D${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
      });
    const first = await listPage(t, c.isci);
    expect(first.announcements).toHaveLength(50);
    expect(first.next).toBeDefined();
    expect((await listPage(t, c.isci, `cursor=${first.next}`)).announcements.map((a) => a.title)).toEqual(['D0']);
  });
});

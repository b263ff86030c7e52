import type { Announcement } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, type TestUser } from '../../test/factories.js';
import { expectFiftyAPage, expectIstanbulDays, expectKeysetPaging, type PageOf } from '../../test/list-checks.js';
import { useTestApp } from '../../test/test-app.js';
import { listPage, seedAnnouncement } from './announcements-test-kit.js';

const t = useTestApp();
const pageOf: PageOf<Announcement> = (who, query) => listPage(t, who, query);
const titles = async (who: TestUser, query: string) => (await pageOf(who, query)).items.map((a) => a.title);

describe('date filters, in Istanbul days', () => {
  it('takes a day from its midnight in Istanbul (21:00 UTC the day before) to the next, both ends of a range included', async () => {
    const c = await makeCompany(t);
    const write = (title: string, createdAt: string) => seedAnnouncement(t, c.mudur, { title, createdAt });
    await expectIstanbulDays(write, pageOf, [c.owner, c.isci]);
  });

  it('takes a whole month, from its first day to its last', async () => {
    const c = await makeCompany(t);
    const at = (title: string, createdAt: string) => seedAnnouncement(t, c.owner, { title, createdAt });
    await at('Ekim sonu', '2026-10-31T20:59:59.999Z');
    await at('Kasım başı', '2026-10-31T21:00:00.000Z');
    await at('Kasım sonu', '2026-11-30T20:59:59.999Z');
    await at('Aralık başı', '2026-11-30T21:00:00.000Z');
    expect(await titles(c.sef, 'from=2026-11-01&to=2026-11-30')).toEqual(['Kasım sonu', 'Kasım başı']);
  });
});

describe('paging', () => {
  it('pages newest first by (created_at, id) with x-next-cursor, each announcement once, filters kept', async () => {
    const c = await makeCompany(t);
    const sameTime = '2026-11-20T08:00:00.000Z';
    for (let i = 0; i < 12; i++)
      await seedAnnouncement(t, i < 7 ? c.owner : c.mudur, {
        title: `Duyuru ${i}`,
        createdAt: i < 7 ? sameTime : `2026-11-2${i - 6}T08:00:00.000Z`,
      });
    const readings = [
      [c.owner, '', 12],
      [c.isci, '', 12],
      [c.sef, 'from=2026-11-21', 5],
    ] as const;
    await expectKeysetPaging(pageOf, readings, c.owner);
  });

  it('gives 50 a page unless asked', async () => {
    const c = await makeCompany(t);
    await expectFiftyAPage((title, createdAt) => seedAnnouncement(t, c.owner, { title, createdAt }), pageOf, c.isci);
  });
});

import type { LiveEventOf, Notification, Report } from '@vazife/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Audience } from '../../platform/live-bus.js';
import { makeCompany, makeUser } from '../../test/factories.js';
import { pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { maxCarriedEventBytes } from '../../platform/live-bus.js';
import { createReport, listPage, postReport } from './reports-test-kit.js';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

type Published = { audience: Audience; event: LiveEventOf<'report.created'> | LiveEventOf<'notification.created'> };

/** What the app publishes while `act` runs: report.created and notification.created, with their audiences. */
async function published(act: () => Promise<unknown>): Promise<Published[]> {
  const publish = vi.spyOn(t.app.deps.bus, 'publish');
  await act();
  const seen = publish.mock.calls
    .filter(([, event]) => event.type === 'report.created' || event.type === 'notification.created')
    .map(([audience, event]) => ({ audience, event }) as Published);
  publish.mockRestore();
  return seen;
}

const bellOf = async (who: Parameters<typeof injectAs>[1]) =>
  (await injectAs(t, who, 'GET', '/api/notifications')).json() as Notification[];

describe('report.created', () => {
  it('carries the report as every reader’s list shows it, to the readers’ roles and the author, after the commit', async () => {
    const c = await makeCompany(t);
    let report: Report | undefined;
    const seen = await published(async () => {
      report = await createReport(t, c.isci, { title: 'Gün sonu', report_type: 'gunluk' });
    });
    expect(seen.map((s) => s.audience)).toEqual([
      { kind: 'roles', companyId: c.id, roles: ['isveren', 'mudur', 'sef'] },
      { kind: 'users', companyId: c.id, userIds: [c.isci.id] },
    ]);
    const event = seen[0]!.event as LiveEventOf<'report.created'>;
    expect(seen[1]!.event).toEqual(event);
    expect(event).toMatchObject({ type: 'report.created', report_id: report!.id, user_id: c.isci.id, refetch: false });
    for (const reader of [c.owner, c.mudur, c.sef, c.isci])
      expect(event.report).toEqual((await listPage(t, reader)).items[0]);
    // Only an incident or safety report rings the bell.
    expect(await bellOf(c.owner)).toEqual([]);
  });

  it('leaves out the links of a file, and a report too long to carry, flagging both to fetch', async () => {
    const c = await makeCompany(t);
    const [withFile] = await published(() => createReport(t, c.isci, {}, { name: 'form.pdf', data: pdf() }));
    const event = withFile!.event as LiveEventOf<'report.created'>;
    expect(event.refetch).toBe(true);
    expect(event.report).toMatchObject({
      file_url: null,
      thumbnail_url: null,
      file_name: 'form.pdf',
      file_type: 'pdf',
    });

    const [long] = await published(() => createReport(t, c.isci, { content: 'ç'.repeat(4000) }));
    const longEvent = long!.event as LiveEventOf<'report.created'>;
    expect(longEvent).toMatchObject({ report: null, refetch: true });
    expect(Buffer.byteLength(JSON.stringify(longEvent))).toBeLessThanOrEqual(maxCarriedEventBytes);
    const fetched = await injectAs(t, c.owner, 'GET', `/api/reports/${longEvent.report_id}`);
    expect(fetched.json().content).toHaveLength(4000);
  });

  it('says nothing of a refused report', async () => {
    const c = await makeCompany(t);
    expect(await published(() => postReport(t, c.owner))).toEqual([]);
    expect(await published(() => postReport(t, c.isci, { title: ' ' }))).toEqual([]);
  });
});

describe('the bell', () => {
  it('tells the employer and the managers of an incident or safety report at once, nobody else', async () => {
    const c = await makeCompany(t);
    const mudur2 = await makeUser(t, { role: 'mudur', companyId: c.id, approved: true });
    const pendingMudur = await makeUser(t, { role: 'mudur', companyId: c.id, approved: false });
    for (const [type, title] of [
      ['olay', 'Olay raporu'],
      ['guvenlik', 'Güvenlik raporu'],
    ] as const) {
      let report: Report | undefined;
      const seen = await published(async () => {
        report = await createReport(t, c.isci, { title: `Rampa ${type}`, report_type: type });
      });
      const told = seen.filter((s) => s.event.type === 'notification.created').map((s) => s.audience);
      expect(told.flatMap((a) => (a.kind === 'users' ? a.userIds : [])).sort()).toEqual(
        [c.owner.id, c.mudur.id, mudur2.id].sort(),
      );
      for (const who of [c.owner, c.mudur, mudur2]) {
        const [latest] = await bellOf(who);
        expect(latest, `${type} ${who.role}`).toMatchObject({
          type: 'report_alert',
          title,
          body: `${c.isci.row.name}, «Rampa ${type}» başlıklı bir ${title.split(' ')[0]!.toLocaleLowerCase('tr')} raporu yazdı.`,
          link: `/dashboard/reports?report=${report!.id}`,
          params: { title: `Rampa ${type}`, name: c.isci.row.name, report_type: type },
          is_read: false,
        });
      }
    }
    for (const who of [c.sef, c.isci, pendingMudur]) {
      const { count } = await t.database.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', who.id)
        .executeTakeFirstOrThrow();
      expect(Number(count), who.role).toBe(0);
    }
  });
});

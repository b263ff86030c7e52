import { randomUUID } from 'node:crypto';
import { roles, type LiveEvent, type Notification } from '@vazife/contract';
import type { Kysely, KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/types.js';
import type { Audience } from '../../platform/live-bus.js';
import { makeCompany, memberCtxOf, type TestUser } from '../../test/factories.js';
import { pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { maxCarriedEventBytes } from '../../platform/live-bus.js';
import * as announcements from './announcements.service.js';
import { createAnnouncement, listPage, postAnnouncement } from './announcements-test-kit.js';

const t = useTestApp();
afterEach(() => vi.restoreAllMocks());

type Published = { audience: Audience; event: LiveEvent };

/** What the app publishes while `act` runs, with the audiences. */
async function published(act: () => Promise<unknown>): Promise<Published[]> {
  const publish = vi.spyOn(t.app.deps.bus, 'publish');
  await act();
  const seen = publish.mock.calls.map(([audience, event]) => ({ audience, event }));
  publish.mockRestore();
  return seen;
}

const ofType = <T extends LiveEvent['type']>(seen: Published[], type: T) =>
  seen.filter((s) => s.event.type === type) as { audience: Audience; event: Extract<LiveEvent, { type: T }> }[];

const bellOf = async (who: TestUser) => (await injectAs(t, who, 'GET', '/api/notifications')).json() as Notification[];

describe('announcement.created', () => {
  it('is one event for the whole company, carrying the announcement as every member’s list shows it', async () => {
    const c = await makeCompany(t);
    const seen = await published(() => createAnnouncement(t, c.mudur, { title: 'Vardiya' }));
    const created = ofType(seen, 'announcement.created');
    expect(created.map((s) => s.audience)).toEqual([{ kind: 'roles', companyId: c.id, roles }]);
    const { event } = created[0]!;
    expect(event.refetch).toBe(false);
    for (const reader of [c.owner, c.sef, c.isci]) {
      const [shown] = (await listPage(t, reader)).items;
      expect(event.announcement, reader.role).toEqual({
        ...shown,
        is_read: false,
        read_count: null,
        total_members: null,
      });
    }
    expect(event.announcement).toEqual((await listPage(t, c.isci)).items[0]);
  });

  it('leaves out an attachment’s link and an announcement too long to carry, flagging both to fetch', async () => {
    const c = await makeCompany(t);
    const withFile = ofType(
      await published(() => createAnnouncement(t, c.owner, {}, { name: 'plan.pdf', data: pdf() })),
      'announcement.created',
    )[0]!.event;
    expect(withFile.refetch).toBe(true);
    expect(withFile.announcement).toMatchObject({
      attachment_url: null,
      attachment_name: 'plan.pdf',
      attachment_type: 'other',
    });
    const long = ofType(
      await published(() => createAnnouncement(t, c.owner, { description: 'ç'.repeat(4000) })),
      'announcement.created',
    )[0]!.event;
    expect(long).toMatchObject({ announcement: null, refetch: true });
    expect(Buffer.byteLength(JSON.stringify(long))).toBeLessThanOrEqual(maxCarriedEventBytes);
    const fetched = await injectAs(t, c.isci, 'GET', `/api/announcements/${long.announcement_id}`);
    expect(fetched.json().description).toHaveLength(4000);
  });

  it('says nothing of a refused announcement', async () => {
    const c = await makeCompany(t);
    expect(await published(() => postAnnouncement(t, c.isci))).toEqual([]);
    expect(await published(() => postAnnouncement(t, c.owner, { title: ' ' }))).toEqual([]);
  });
});

describe('announcement.deleted and announcement.read', () => {
  it('tells the whole company of a deletion, and the bells that lose its notification, in one event each', async () => {
    const c = await makeCompany(t);
    const a = await createAnnouncement(t, c.mudur);
    const other = await createAnnouncement(t, c.owner, { title: 'Kalan' });
    const seen = await published(() => injectAs(t, c.owner, 'DELETE', `/api/announcements/${a.id}`));
    expect(seen).toEqual([
      {
        audience: { kind: 'roles', companyId: c.id, roles },
        event: { type: 'announcement.deleted', announcement_id: a.id },
      },
      { audience: { kind: 'roles', companyId: c.id, roles }, event: { type: 'notification.resolved' } },
    ]);
    // Its notifications are gone from every bell; the other announcement's stay.
    for (const who of [c.owner, c.sef, c.isci])
      expect(
        (await bellOf(who)).map((n) => n.link),
        who.role,
      ).toEqual(who === c.owner ? [] : [`/dashboard/announcements?announcement=${other.id}`]);
    expect((await bellOf(c.mudur)).map((n) => n.link)).toEqual([`/dashboard/announcements?announcement=${other.id}`]);
  });

  it('tells only the creator and the employer of a first reading, with the new count, and nobody of a second', async () => {
    const c = await makeCompany(t);
    const a = await createAnnouncement(t, c.mudur);
    const seen = await published(() => injectAs(t, c.isci, 'POST', `/api/announcements/${a.id}/read`));
    const event = { type: 'announcement.read', announcement_id: a.id, read_count: 1, total_members: 3 };
    expect(seen).toEqual([
      { audience: { kind: 'roles', companyId: c.id, roles: ['isveren'], except: [c.mudur.id] }, event },
      { audience: { kind: 'users', companyId: c.id, userIds: [c.mudur.id] }, event },
      // The reader's own bell item of it is settled: their other devices take it off the count.
      { audience: { kind: 'users', companyId: c.id, userIds: [c.isci.id] }, event: { type: 'notification.resolved' } },
    ]);
    expect(await published(() => injectAs(t, c.isci, 'POST', `/api/announcements/${a.id}/read`))).toEqual([]);
    expect(await published(() => injectAs(t, c.mudur, 'POST', `/api/announcements/${a.id}/read`))).toEqual([]);
  });
});

describe('the bell', () => {
  it('tells every approved member but the creator, in one event for all', async () => {
    const c = await makeCompany(t);
    let id = '';
    const seen = await published(async () => {
      id = (await createAnnouncement(t, c.mudur, { title: 'Yangın tatbikatı' })).id;
    });
    expect(ofType(seen, 'notification.created')).toEqual([]);
    expect(ofType(seen, 'notification.broadcast')).toEqual([
      {
        audience: { kind: 'roles', companyId: c.id, roles, except: [c.mudur.id] },
        // Each recipient gained one unread notification: their bells count it without asking.
        event: { type: 'notification.broadcast', kind: 'announcement_created', subject_id: id, unread_added: 1 },
      },
    ]);
    for (const who of [c.owner, c.sef, c.isci]) {
      const bell = await bellOf(who);
      expect(bell, who.role).toHaveLength(1);
      expect(bell[0]).toMatchObject({
        type: 'announcement_created',
        title: 'Yeni duyuru',
        body: `${c.mudur.row.name} bir duyuru yayımladı: «Yangın tatbikatı»`,
        link: `/dashboard/announcements?announcement=${id}`,
        is_read: false,
      });
    }
    for (const who of [c.mudur, c.pending]) {
      const rows = await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', who.id).execute();
      expect(rows, who.role).toEqual([]);
    }
  });

  it('costs a company of a thousand one INSERT of notifications and one publish of each event', async () => {
    const c = await makeCompany(t);
    const hash = c.isci.row.password_hash;
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('users')
      .values(
        Array.from({ length: 1000 }, (_, i) => ({
          id: randomUUID(),
          company_id: c.id,
          name: `Çalışan ${i}`,
          email: `calisan${i}.${c.id}@ornek.com.tr`,
          email_key: `calisan${i}.${c.id}@ornek.com.tr`,
          phone: null,
          role: 'isci' as const,
          password_hash: hash,
          is_approved: true,
          can_create_groups: false,
          pinned_conversations: '[]',
          created_at: now,
          approved_at: now,
        })),
      )
      .execute();
    // Every statement the create runs, by kind and table.
    const statements: string[] = [];
    const built = new Map<unknown, string>();
    const counter: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        const into = node.kind === 'InsertQueryNode' ? ` ${node.into?.table.identifier.name}` : '';
        built.set(queryId, `${node.kind}${into}`);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        statements.push(built.get(queryId) ?? 'unknown');
        return result;
      },
    };
    const db: Kysely<Database> = t.database.db.withPlugin(counter);
    const deps = { db, files: t.app.files, grants: t.app.deps.grants, bus: t.app.deps.bus };
    let made: Awaited<ReturnType<typeof announcements.createAnnouncement>> | undefined;
    const seen = await published(async () => {
      made = await announcements.createAnnouncement(
        deps,
        memberCtxOf(c.owner),
        { title: 'Genel toplantı', description: 'Cuma 10:00, yemekhanede' },
        undefined,
      );
    });
    expect(statements.filter((s) => s === 'InsertQueryNode notifications')).toHaveLength(1);
    expect(statements.filter((s) => s.startsWith('InsertQueryNode'))).toEqual([
      'InsertQueryNode announcements',
      'InsertQueryNode notifications',
    ]);
    expect(seen.map((s) => s.event.type)).toEqual(['announcement.created', 'notification.broadcast']);
    expect(made).toMatchObject({ read_count: 0, total_members: 1003 });
    const { n } = await t.database.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('company_id', '=', c.id)
      .where('type', '=', 'announcement_created')
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(1003);
  });
});

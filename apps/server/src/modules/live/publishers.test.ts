import type { LiveEvent } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask, makeUser, type TestCompany, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/test-app.js';
import { useLiveApp, whoReceived, type TestStream } from './live-test-kit.js';

const t = useLiveApp();

async function streamsOf(people: TestUser[]): Promise<Map<TestUser, TestStream>> {
  const streams = new Map<TestUser, TestStream>();
  for (const who of people) streams.set(who, await t.streamOf(who));
  return streams;
}

const taskChanged = (id: string) => (e: LiveEvent) => e.type === 'task.changed' && e.task_id === id;

/** Everyone of the company and a stranger, each with a stream. */
async function audienceOf(c: TestCompany) {
  const otherWorker = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
  const stranger = (await makeCompany(t)).owner;
  const streams = await streamsOf([c.owner, c.mudur, c.sef, c.isci, otherWorker, stranger]);
  return { otherWorker, streams };
}

describe('task.changed', () => {
  it('reaches the parties, the employer, and the managers of a supervisor’s task, after each write', async () => {
    const c = await makeCompany(t);
    const { streams } = await audienceOf(c);
    let taskId = '';
    const created = await whoReceived(
      t.app,
      streams,
      async () => {
        const res = await injectAs(t, c.sef, 'POST', '/api/tasks/create', {
          title: 'Rafları düzenle',
          description: 'Depo girişindeki raflar',
          assigned_to: c.isci.id,
          priority: 'orta',
        });
        expect(res.statusCode).toBe(201);
        taskId = res.json().task.id;
      },
      (e) => e.type === 'task.changed',
    );
    expect(created).toEqual([c.owner, c.mudur, c.sef, c.isci]);

    const moves: [TestUser, string, Record<string, string>?][] = [
      [c.isci, 'update-status', { status: 'baslatildi' }],
      [c.isci, 'update-status', { status: 'tamamlandi' }],
      [c.sef, 'request-revision', { revision_note: 'Etiketler eksik' }],
      [c.isci, 'update-status', { status: 'tamamlandi' }],
      [c.sef, 'approve'],
      [c.owner, 'add-additional-info', { additional_info: 'Fotoğraflar arşivde' }],
    ];
    for (const [who, action, body] of moves) {
      const receivers = await whoReceived(
        t.app,
        streams,
        async () =>
          expect((await injectAs(t, who, 'POST', `/api/tasks/${taskId}/${action}`, body)).statusCode).toBe(200),
        taskChanged(taskId),
      );
      expect(receivers, action).toEqual([c.owner, c.mudur, c.sef, c.isci]);
    }
  });

  it('leaves managers out of an employer’s task, and says nothing when a write is refused', async () => {
    const c = await makeCompany(t);
    const { streams } = await audienceOf(c);
    const id = await makeTask(t, { by: c.owner, to: c.isci });
    const started = await whoReceived(
      t.app,
      streams,
      () => injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, { status: 'baslatildi' }),
      taskChanged(id),
    );
    expect(started).toEqual([c.owner, c.isci]);
    const refused = await whoReceived(
      t.app,
      streams,
      async () => expect((await injectAs(t, c.owner, 'POST', `/api/tasks/${id}/approve`)).statusCode).toBe(409),
      taskChanged(id),
    );
    expect(refused).toEqual([]);
  });
});

describe('employee.pending', () => {
  it('tells the employer (only) when someone joins with the code, by registering or joining', async () => {
    const c = await makeCompany(t);
    const { streams } = await audienceOf(c);
    const pending = (e: LiveEvent) => e.type === 'employee.pending';
    const registered = await whoReceived(
      t.app,
      streams,
      async () => {
        const res = await injectAs(t, undefined, 'POST', '/api/auth/register', {
          name: 'Ayşe Yılmaz',
          email: `ayse.${Date.now()}@ornek.com.tr`,
          password: 'GüçlüParola!42',
          role: 'isci',
          company_code: c.code,
        });
        expect(res.statusCode).toBe(201);
      },
      pending,
    );
    expect(registered).toEqual([c.owner]);

    const loner = await makeUser(t, { role: 'isci' });
    const joined = await whoReceived(
      t.app,
      streams,
      async () =>
        expect((await injectAs(t, loner, 'POST', '/api/companies/join', { company_code: c.code })).statusCode).toBe(
          200,
        ),
      pending,
    );
    expect(joined).toEqual([c.owner]);
  });
});

describe('report.created', () => {
  it('reaches the employer, managers, supervisors and the author, not another worker nor another company', async () => {
    const c = await makeCompany(t);
    const { streams } = await audienceOf(c);
    const created = (e: LiveEvent) => e.type === 'report.created';
    const receivers = await whoReceived(
      t.app,
      streams,
      async () => {
        const res = await injectAs(t, c.isci, 'POST', '/api/reports/create', {
          title: 'Gün sonu',
          content: 'Sayım bitti',
          report_type: 'gunluk',
        });
        expect(res.statusCode, res.body).toBe(201);
      },
      created,
    );
    expect(receivers).toEqual([c.owner, c.mudur, c.sef, c.isci]);
    const refused = await whoReceived(
      t.app,
      streams,
      () => injectAs(t, c.sef, 'POST', '/api/reports/create', { title: 'Ş', content: 'Ş', report_type: 'gunluk' }),
      created,
    );
    expect(refused).toEqual([]);
  });
});

describe('announcements', () => {
  it('reach every member’s stream once, the bell of all but the creator once, and a deletion everyone', async () => {
    const c = await makeCompany(t);
    const { otherWorker, streams } = await audienceOf(c);
    const members = [c.owner, c.mudur, c.sef, c.isci, otherWorker];
    const frames = new Map([...streams].map(([who, s]) => [who, s.frames.length]));
    let id = '';
    const created = await whoReceived(
      t.app,
      streams,
      async () => {
        const res = await injectAs(t, c.mudur, 'POST', '/api/announcements/create', {
          title: 'Genel toplantı',
          description: 'Cuma 10:00',
        });
        expect(res.statusCode).toBe(201);
        id = res.json().announcement.id;
      },
      (e) => e.type === 'announcement.created',
    );
    expect(created).toEqual(members);
    for (const who of members) {
      const got = streams
        .get(who)!
        .frames.slice(frames.get(who))
        .filter((f) => f.includes('"announcement.created"'));
      expect(got, who.role).toHaveLength(1);
    }
    const rang = await whoReceived(
      t.app,
      streams,
      () => injectAs(t, c.owner, 'POST', '/api/announcements/create', { title: 'İkinci', description: 'Duyuru' }),
      (e) => e.type === 'notification.broadcast',
    );
    expect(rang).toEqual([c.mudur, c.sef, c.isci, otherWorker]);
    const read = await whoReceived(
      t.app,
      streams,
      () => injectAs(t, c.isci, 'POST', `/api/announcements/${id}/read`),
      (e) => e.type === 'announcement.read',
    );
    expect(read).toEqual([c.owner, c.mudur]);
    const deleted = await whoReceived(
      t.app,
      streams,
      () => injectAs(t, c.mudur, 'DELETE', `/api/announcements/${id}`),
      (e) => e.type === 'announcement.deleted' && e.announcement_id === id,
    );
    expect(deleted).toEqual(members);
  });
});

describe('company.messaging_changed', () => {
  it('carries the new rule to every member of the company once, nobody elsewhere, and only on a change', async () => {
    const c = await makeCompany(t);
    const { otherWorker, streams } = await audienceOf(c);
    const other = await makeCompany(t);
    streams.set(other.isci, await t.streamOf(other.isci));
    const members = [c.owner, c.mudur, c.sef, c.isci, otherWorker];
    const changed = (e: LiveEvent) => e.type === 'company.messaging_changed';
    const setRule = (who: TestUser, mode: string) =>
      injectAs(t, who, 'PUT', '/api/companies/my/settings', { messaging_mode: mode });

    const frames = new Map([...streams].map(([who, s]) => [who, s.frames.length]));
    const receivers = await whoReceived(
      t.app,
      streams,
      async () => expect((await setRule(c.owner, 'hiyerarsik')).statusCode).toBe(200),
      changed,
    );
    expect(receivers).toEqual(members);
    for (const who of members) {
      const got = streams
        .get(who)!
        .frames.slice(frames.get(who))
        .filter((f) => f.includes('"company.messaging_changed"'))
        .map((f) => JSON.parse(f.slice('data: '.length)) as LiveEvent);
      expect(got, who.role).toEqual([{ type: 'company.messaging_changed', messaging_mode: 'hiyerarsik' }]);
    }

    // The same rule again changes nothing and tells nobody; nor does a refused change.
    const again = await whoReceived(
      t.app,
      streams,
      async () => expect((await setRule(c.owner, 'hiyerarsik')).statusCode).toBe(200),
      changed,
    );
    expect(again).toEqual([]);
    for (const who of [c.mudur, c.sef, c.isci]) {
      const refused = await whoReceived(
        t.app,
        streams,
        async () => expect((await setRule(who, 'acik')).statusCode).toBe(403),
        changed,
      );
      expect(refused, who.role).toEqual([]);
    }

    // Back to Açık: heard again; another company's change reaches its own people only.
    const back = await whoReceived(t.app, streams, () => setRule(c.owner, 'acik'), changed);
    expect(back).toEqual(members);
    const elsewhere = await whoReceived(t.app, streams, () => setRule(other.owner, 'hiyerarsik'), changed);
    expect(elsewhere).toEqual([other.isci]);
  });
});

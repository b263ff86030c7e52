import type { LiveEvent } from '@vazife/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../platform/live-bus.js';
import { makeCompany, makeTask, makeUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** Every notification written since the test began, as (recipient, type, body, link). */
async function sent(companyId: string) {
  const rows = await t.database.db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'type', 'title', 'body', 'link'])
    .where('company_id', '=', companyId)
    .execute();
  return rows;
}
const recipients = async (companyId: string) => (await sent(companyId)).map((row) => row.user_id).sort();
const ids = (...users: TestUser[]) => users.map((u) => u.id).sort();

let published: BusMessage[] = [];
let unsubscribe: () => void = () => undefined;
beforeEach(() => {
  published = [];
  unsubscribe = t.app.deps.bus.subscribe((message) => published.push(message));
});
afterEach(() => unsubscribe());
/** The bus delivers on the next turn. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const post = (who: TestUser, url: string, body?: Record<string, unknown>) => injectAs(t, who, 'POST', url, body);

describe('task hooks', () => {
  it('a new task notifies its assignee alone, and the bus tells that person', async () => {
    const c = await makeCompany(t);
    const res = await post(c.mudur, '/api/tasks/create', {
      title: 'Depo sayımı',
      description: 'A blok',
      assigned_to: c.isci.id,
    });
    expect(res.statusCode).toBe(201);
    const taskId = res.json().task.id as string;
    const rows = await sent(c.id);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        user_id: c.isci.id,
        type: 'task_assigned',
        title: 'Yeni görev atandı',
        body: '«Depo sayımı» görevi size atandı.',
        link: `/dashboard?task=${taskId}`,
      },
    ]);
    await settle();
    const events = published.filter((m) => m.kind === 'event' && m.event.type === 'notification.created');
    expect(events).toEqual([
      {
        kind: 'event',
        audience: { kind: 'users', companyId: c.id, userIds: [c.isci.id] },
        event: { type: 'notification.created', notification_id: rows[0]!.id } satisfies LiveEvent,
      },
    ]);
  });

  it('starting notifies nobody; completing notifies the reviewers, never the assignee', async () => {
    const c = await makeCompany(t);
    const secondManager = await makeUser(t, { role: 'mudur', companyId: c.id, approved: true });
    await makeUser(t, { role: 'mudur', companyId: c.id, approved: false });
    const cases: [TestUser, TestUser, TestUser[]][] = [
      // A supervisor's task: the supervisor, the employer and every approved manager review it.
      [c.sef, c.isci, [c.sef, c.owner, c.mudur, secondManager]],
      // A manager's task: that manager and the employer; not the other manager.
      [c.mudur, c.sef, [c.mudur, c.owner]],
      // The employer's own task: the employer, once.
      [c.owner, c.mudur, [c.owner]],
    ];
    for (const [by, to, reviewers] of cases) {
      await t.database.db.deleteFrom('notifications').where('company_id', '=', c.id).execute();
      const id = await makeTask(t, { by, to, title: 'Raf düzeni' });
      expect((await post(to, `/api/tasks/${id}/update-status`, { status: 'baslatildi' })).statusCode).toBe(200);
      expect(await sent(c.id)).toEqual([]);
      const done = await post(to, `/api/tasks/${id}/update-status`, { status: 'tamamlandi' });
      expect(done.statusCode).toBe(200);
      expect(await recipients(c.id), `${by.role} → ${to.role}`).toEqual(ids(...reviewers));
      for (const row of await sent(c.id)) {
        expect(row).toMatchObject({ type: 'task_completed', title: 'Görev tamamlandı', link: `/dashboard?task=${id}` });
        expect(row.body).toMatch(/«Raf düzeni» görevini tamamladı; onayınızı bekliyor\.$/);
      }
    }
  });

  it('a review by anyone settles every reviewer\'s "awaiting review", and their bells hear of it', async () => {
    const c = await makeCompany(t);
    const unread = async (type: string) =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select('user_id')
          .where('company_id', '=', c.id)
          .where('type', '=', type as 'task_completed')
          .where('is_read', '=', false)
          .execute()
      )
        .map((row) => row.user_id)
        .sort();
    for (const step of ['approve', 'request-revision'] as const) {
      const id = await makeTask(t, { by: c.sef, to: c.isci, title: `Kontrol ${step}` });
      await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'baslatildi' });
      await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi' });
      expect(await unread('task_completed')).toEqual(ids(c.sef, c.owner, c.mudur));
      published = [];
      // The employer reviews; the supervisor's and the manager's items are settled too.
      const body = step === 'approve' ? undefined : { revision_note: 'Eksik var' };
      expect((await post(c.owner, `/api/tasks/${id}/${step}`, body)).statusCode).toBe(200);
      expect(await unread('task_completed')).toEqual([]);
      await settle();
      const resolved = published.filter((m) => m.kind === 'event' && m.event.type === 'notification.resolved');
      expect(resolved).toHaveLength(1);
      const audience = resolved[0]!.kind === 'event' ? resolved[0]!.audience : undefined;
      expect(audience).toMatchObject({ kind: 'users', companyId: c.id });
      expect([...(audience?.kind === 'users' ? audience.userIds : [])].sort()).toEqual(ids(c.sef, c.owner, c.mudur));
    }
  });

  it('deciding on a join request settles the "awaiting approval" items', async () => {
    const c = await makeCompany(t);
    const secondOwnerView = await makeUser(t, { role: 'sef', name: 'Ayşe Kaya' });
    expect((await post(secondOwnerView, '/api/companies/join', { company_code: c.code })).statusCode).toBe(200);
    const pendingRows = async () =>
      t.database.db
        .selectFrom('notifications')
        .select(['user_id', 'is_read'])
        .where('company_id', '=', c.id)
        .where('type', '=', 'employee_pending')
        .execute();
    expect(await pendingRows()).toEqual([{ user_id: c.owner.id, is_read: expect.anything() }]);
    published = [];
    expect((await post(c.owner, `/api/employees/${secondOwnerView.id}/reject`)).statusCode).toBe(200);
    const [row] = await pendingRows();
    expect(Boolean(row!.is_read)).toBe(true);
    await settle();
    expect(published.some((m) => m.kind === 'event' && m.event.type === 'notification.resolved')).toBe(true);
    // Another person's item stays unread; a manager may not decide (403), another company's employer sees 404.
    const other = await makeCompany(t);
    expect((await post(other.owner, `/api/employees/${c.pending.id}/approve`)).statusCode).toBe(404);
    expect((await post(c.mudur, `/api/employees/${c.pending.id}/approve`)).statusCode).toBe(403);
  });

  it('approval and revision notify the assignee alone', async () => {
    const c = await makeCompany(t);
    const approved = await makeTask(t, { by: c.sef, to: c.isci, status: 'tamamlandi', title: 'Sevkiyat' });
    expect((await post(c.mudur, `/api/tasks/${approved}/approve`)).statusCode).toBe(200);
    const back = await makeTask(t, { by: c.sef, to: c.isci, status: 'tamamlandi', title: 'Etiketler' });
    const revision = await post(c.sef, `/api/tasks/${back}/request-revision`, { revision_note: 'Eksik var' });
    expect(revision.statusCode).toBe(200);
    const rows = await sent(c.id);
    expect(
      rows.map(({ user_id, type, body }) => ({ user_id, type, body })).sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { user_id: c.isci.id, type: 'task_approved', body: '«Sevkiyat» göreviniz onaylandı.' },
      { user_id: c.isci.id, type: 'task_revision', body: '«Etiketler» görevi revize için size geri gönderildi.' },
    ]);
  });

  it('a refused step notifies nobody', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.sef, to: c.isci, status: 'atanmis' });
    expect((await post(c.sef, `/api/tasks/${id}/approve`)).statusCode).toBe(409);
    expect(
      (await post(c.owner, '/api/tasks/create', { title: 'X', description: 'Y', assigned_to: c.pending.id }))
        .statusCode,
    ).toBe(400);
    expect(await sent(c.id)).toEqual([]);
  });
});

describe('join hooks', () => {
  it('registering with the code notifies the employer of that company only', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const res = await injectAs(t, undefined, 'POST', '/api/auth/register', {
      name: 'Zeynep Çelik',
      email: uniqueEmail(),
      password: 'gizli123',
      role: 'isci',
      company_code: c.code,
    });
    expect(res.statusCode).toBe(201);
    expect(await sent(c.id)).toEqual([
      {
        id: expect.any(String),
        user_id: c.owner.id,
        type: 'employee_pending',
        title: 'Onay bekleyen personel',
        body: 'Zeynep Çelik şirketinize katılmak istiyor ve onayınızı bekliyor.',
        link: '/dashboard/employees',
      },
    ]);
    expect(await sent(other.id)).toEqual([]);
  });

  it('joining with the code notifies the employer; registering without one notifies nobody', async () => {
    const c = await makeCompany(t);
    const loose = await injectAs(t, undefined, 'POST', '/api/auth/register', {
      name: 'Mehmet Öz',
      email: uniqueEmail(),
      password: 'gizli123',
      role: 'sef',
    });
    expect(loose.statusCode).toBe(201);
    const person = await makeUser(t, { role: 'sef', name: 'Mehmet Öz' });
    expect((await post(person, '/api/companies/join', { company_code: c.code })).statusCode).toBe(200);
    const rows = await sent(c.id);
    expect(rows.map((row) => [row.user_id, row.type])).toEqual([[c.owner.id, 'employee_pending']]);
    // A refused join (already in a company) sends nothing more.
    expect((await post(person, '/api/companies/join', { company_code: c.code })).statusCode).toBe(409);
    expect(await sent(c.id)).toHaveLength(1);
  });

  it('after the join has committed, the employer hears of the request and of its notification', async () => {
    const c = await makeCompany(t);
    const person = await makeUser(t, { role: 'isci', name: 'Ayşe Kaya' });
    expect((await post(person, '/api/companies/join', { company_code: c.code })).statusCode).toBe(200);
    const [row] = await sent(c.id);
    await settle();
    expect(published.filter((m) => m.kind === 'event')).toEqual([
      {
        kind: 'event',
        audience: { kind: 'roles', companyId: c.id, roles: ['isveren'] },
        event: { type: 'employee.pending', user_id: person.id } satisfies LiveEvent,
      },
      {
        kind: 'event',
        audience: { kind: 'users', companyId: c.id, userIds: [c.owner.id] },
        event: { type: 'notification.created', notification_id: row!.id } satisfies LiveEvent,
      },
    ]);
  });
});

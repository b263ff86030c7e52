import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask, makeUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const ids = (res: { json(): { id: string }[] }) => res.json().map((x) => x.id);

describe('GET /api/tasks/my', () => {
  it('shows each person what the product rules say, newest first', async () => {
    const c = await makeCompany(t);
    const isci2 = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const byOwner = await makeTask(t, { by: c.owner, to: c.isci, createdAt: hours(-5) });
    const bySef = await makeTask(t, { by: c.sef, to: c.isci, createdAt: hours(-4) });
    const byMudur = await makeTask(t, { by: c.mudur, to: c.sef, createdAt: hours(-3) });
    const toOther = await makeTask(t, { by: c.sef, to: isci2, createdAt: hours(-2) });
    const toMudur = await makeTask(t, { by: c.owner, to: c.mudur, createdAt: hours(-1) });

    const list = async (who: Parameters<typeof injectAs>[1]) => ids(await injectAs(t, who, 'GET', '/api/tasks/my'));
    expect(await list(c.owner)).toEqual([toMudur, toOther, byMudur, bySef, byOwner]);
    expect(await list(c.isci)).toEqual([bySef, byOwner]);
    expect(await list(isci2)).toEqual([toOther]);
    expect(await list(c.sef)).toEqual([toOther, byMudur, bySef]);
    // A manager also sees what supervisors assigned: a manager reviews those.
    expect(await list(c.mudur)).toEqual([toMudur, toOther, byMudur, bySef]);
  });

  it('never shows another company, and refuses pending and anonymous callers', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    await makeTask(t, { by: b.owner, to: b.isci });
    expect((await injectAs(t, a.owner, 'GET', '/api/tasks/my')).json()).toEqual([]);
    expect((await injectAs(t, a.pending, 'GET', '/api/tasks/my')).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'GET', '/api/tasks/my')).statusCode).toBe(401);
  });

  it('filters today, this week and overdue, and counts each tab', async () => {
    const c = await makeCompany(t);
    const old = '2020-01-01T09:00:00.000Z';
    const createdToday = await makeTask(t, { by: c.owner, to: c.isci });
    const dueToday = await makeTask(t, { by: c.owner, to: c.isci, createdAt: old, deadline: new Date().toISOString() });
    const overdue = await makeTask(t, {
      by: c.owner,
      to: c.isci,
      createdAt: old,
      deadline: '2020-02-01T09:00:00.000Z',
    });
    await makeTask(t, {
      by: c.owner,
      to: c.isci,
      createdAt: old,
      deadline: '2020-02-01T09:00:00.000Z',
      status: 'tamamlandi',
    });
    await makeTask(t, {
      by: c.owner,
      to: c.isci,
      createdAt: old,
      deadline: '2020-02-01T09:00:00.000Z',
      status: 'onaylandi',
    });

    const filtered = async (f: string) => ids(await injectAs(t, c.isci, 'GET', `/api/tasks/my?filter=${f}`)).sort();
    expect(await filtered('today')).toEqual([createdToday, dueToday].sort());
    expect(await filtered('week')).toEqual([createdToday, dueToday].sort());
    // dueToday's deadline was "now" when it was made, so it has just passed too.
    expect(await filtered('overdue')).toEqual([overdue, dueToday].sort());
    const listed = (await injectAs(t, c.isci, 'GET', '/api/tasks/my')).json() as { id: string; is_overdue: boolean }[];
    expect(listed.find((x) => x.id === overdue)?.is_overdue).toBe(true);

    const counts = (await injectAs(t, c.isci, 'GET', '/api/tasks/counts')).json();
    expect(counts.all).toBe(5);
    expect(counts.today).toBe(2);
    expect(counts.week).toBe(2);
    expect(counts.overdue).toBe(2);
    expect((await injectAs(t, c.isci, 'GET', '/api/tasks/my?filter=yarin')).statusCode).toBe(422);
  });

  it('pages by keyset past the limit, without gaps or repeats', async () => {
    const c = await makeCompany(t);
    const created: string[] = [];
    for (let i = 0; i < 7; i++)
      created.unshift(await makeTask(t, { by: c.owner, to: c.isci, createdAt: hours(-10 + i) }));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await injectAs(t, c.isci, 'GET', `/api/tasks/my?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...ids(res));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(created);
    expect((await injectAs(t, c.isci, 'GET', '/api/tasks/my?cursor=bozuk')).statusCode).toBe(400);
    // A well-formed cursor with a time PostgreSQL cannot read is refused before the query, not a 500.
    const crafted = Buffer.from(JSON.stringify(['1', 'x'])).toString('base64url');
    expect((await injectAs(t, c.isci, 'GET', `/api/tasks/my?cursor=${crafted}`)).statusCode).toBe(400);
  });
});

describe('GET /api/tasks/{id}', () => {
  it('answers those who may see it and 404 for everyone else', async () => {
    const a = await makeCompany(t);
    const b = await makeCompany(t);
    const id = await makeTask(t, { by: a.owner, to: a.isci });
    for (const who of [a.owner, a.isci])
      expect((await injectAs(t, who, 'GET', `/api/tasks/${id}`)).statusCode).toBe(200);
    for (const who of [a.sef, a.mudur, b.owner, b.isci])
      expect((await injectAs(t, who, 'GET', `/api/tasks/${id}`)).statusCode).toBe(404);
    expect((await injectAs(t, a.owner, 'GET', '/api/tasks/yok')).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/stats with tasks', () => {
  it('counts a worker’s own tasks and the employer’s whole company', async () => {
    const c = await makeCompany(t);
    await makeTask(t, { by: c.owner, to: c.isci, status: 'tamamlandi' });
    await makeTask(t, { by: c.owner, to: c.isci, status: 'onaylandi' });
    await makeTask(t, { by: c.owner, to: c.isci, deadline: '2020-01-01T00:00:00.000Z' });
    await makeTask(t, { by: c.owner, to: c.sef });
    const worker = (await injectAs(t, c.isci, 'GET', '/api/dashboard/stats')).json();
    expect(worker).toMatchObject({ total_tasks: 3, completed_tasks: 2, pending_tasks: 1, overdue_tasks: 1 });
    const owner = (await injectAs(t, c.owner, 'GET', '/api/dashboard/stats')).json();
    expect(owner).toMatchObject({
      total_tasks: 4,
      completed_tasks: 2,
      pending_tasks: 2,
      overdue_tasks: 1,
      total_employees: 3,
      pending_approvals: 1,
    });
  });

  it('counts, for every role and tab, exactly the tasks the list shows', async () => {
    const c = await makeCompany(t);
    const now = Date.now();
    const at = (h: number) => new Date(now + h * 3_600_000).toISOString();
    const old = '2020-01-01T09:00:00.000Z';
    // Created today and due today: found by both halves of "today", counted once.
    await makeTask(t, { by: c.owner, to: c.isci, deadline: at(0.5) });
    await makeTask(t, { by: c.sef, to: c.isci, createdAt: old, deadline: at(-30 * 24) });
    await makeTask(t, { by: c.sef, to: c.isci, createdAt: old, deadline: at(-30 * 24), status: 'onaylandi' });
    await makeTask(t, { by: c.mudur, to: c.sef, createdAt: old, deadline: at(0.5), status: 'baslatildi' });
    await makeTask(t, { by: c.owner, to: c.mudur, createdAt: old, deadline: at(-1), status: 'revize_gerekli' });
    await makeTask(t, { by: c.mudur, to: c.isci, createdAt: old });

    for (const who of [c.owner, c.mudur, c.sef, c.isci]) {
      const counts = (await injectAs(t, who, 'GET', '/api/tasks/counts')).json();
      for (const [tab, query] of [
        ['all', ''],
        ['today', '?filter=today'],
        ['week', '?filter=week'],
        ['overdue', '?filter=overdue'],
      ] as const) {
        const listed = (await injectAs(t, who, 'GET', `/api/tasks/my${query}`)).json() as unknown[];
        expect(counts[tab], `${who.role} ${tab}`).toBe(listed.length);
      }
    }
    const ownerCounts = (await injectAs(t, c.owner, 'GET', '/api/tasks/counts')).json();
    expect(ownerCounts).toMatchObject({ all: 6, overdue: 2 });
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { csvOf, parseCsv } from '../../test/csv.js';
import { everyone, makeCompany, makeTask, makeUser, memberCtxOf, type TestUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { exportTasks, header } from './task-export.service.js';
import type { TaskDeps } from './tasks.service.js';

const t = useTestApp();
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

async function exported(who: TestUser, query = '') {
  const res = await injectAs(t, who, 'GET', `/api/tasks/export.csv${query ? `?${query}` : ''}`);
  const rows = csvOf(res, 'gorevler');
  expect(rows[0]).toEqual(header);
  return rows.slice(1);
}

async function listed(who: TestUser, query = '') {
  const res = await injectAs(t, who, 'GET', `/api/tasks/my${query ? `?${query}` : ''}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { title: string }[]).map((task) => task.title);
}

describe('GET /api/tasks/export.csv', () => {
  it('holds for each role exactly the tasks its list shows, in its order, under each tab', async () => {
    const c = await makeCompany(t);
    const isci2 = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    await makeTask(t, { by: c.owner, to: c.isci, title: 'İşverenden işçiye', createdAt: hours(-5) });
    await makeTask(t, { by: c.sef, to: c.isci, title: 'Şeften işçiye', createdAt: hours(-4), deadline: hours(-1) });
    await makeTask(t, { by: c.mudur, to: c.sef, title: 'Müdürden şefe', createdAt: hours(-3) });
    await makeTask(t, { by: c.sef, to: isci2, title: 'Şeften öbür işçiye', createdAt: hours(-2), deadline: hours(5) });
    await makeTask(t, { by: c.owner, to: c.mudur, title: 'İşverenden müdüre', createdAt: '2020-01-01T09:00:00.000Z' });
    const other = await makeCompany(t);
    await makeTask(t, { by: other.owner, to: other.isci, title: 'Başka şirketin görevi' });

    const { pending: _pending, ...members } = everyone(c);
    for (const who of [...Object.values(members), isci2])
      for (const query of ['', 'filter=today', 'filter=week', 'filter=overdue']) {
        const titles = (await exported(who, query)).map((row) => row[0]);
        expect(titles, `${who.role} ${query}`).toEqual(await listed(who, query));
      }
    expect((await exported(c.owner)).map((row) => row[0])).toHaveLength(5);
    expect((await exported(c.owner, 'filter=overdue')).map((row) => row[0])).toEqual(['Şeften işçiye']);
    expect((await exported(isci2)).map((row) => row[0])).toEqual(['Şeften öbür işçiye']);
  });

  it('refuses the pending and the anonymous, and a filter it does not know, with nothing sent', async () => {
    const c = await makeCompany(t);
    await makeTask(t, { by: c.owner, to: c.isci });
    expect((await injectAs(t, c.pending, 'GET', '/api/tasks/export.csv')).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'GET', '/api/tasks/export.csv')).statusCode).toBe(401);
    const bad = await injectAs(t, c.owner, 'GET', '/api/tasks/export.csv?filter=yarin');
    expect(bad.statusCode).toBe(422);
  });

  it('writes each field as Excel in Turkish reads it: labels, Istanbul times, quotes and the formula guard', async () => {
    const c = await makeCompany(t);
    await makeTask(t, {
      by: c.sef,
      to: c.isci,
      title: 'Raf; "A" bloğu\nikinci satır',
      status: 'tamamlandi',
      priority: 'yuksek',
      createdAt: '2026-11-25T20:59:00.000Z',
      startedAt: '2026-11-25T21:00:00.000Z',
      completedAt: '2026-11-26T06:30:00.000Z',
      deadline: '2026-11-26T21:00:00.000Z',
    });
    await makeTask(t, {
      by: c.sef,
      to: c.isci,
      title: '=HYPERLINK("http://x")',
      createdAt: '2026-11-25T10:00:00.000Z',
    });

    const res = await injectAs(t, c.isci, 'GET', '/api/tasks/export.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toContain('"Raf; ""A"" bloğu\nikinci satır"');
    const [done, formula] = await exported(c.isci);
    expect(done).toEqual([
      'Raf; "A" bloğu\nikinci satır',
      'Açıklama',
      'Onay Bekliyor',
      'Yüksek',
      done![4],
      done![5],
      '25.11.2026 23:59',
      '27.11.2026 00:00',
      '26.11.2026 00:00',
      '26.11.2026 09:30',
      '',
      'Hayır',
      '0',
    ]);
    expect(formula![0]).toBe(`'=HYPERLINK("http://x")`);
    expect(formula!.slice(2, 4)).toEqual(['Henüz Başlamadı', 'Orta']);
  });

  it('reads past one page of its query: every task, newest first', async () => {
    const c = await makeCompany(t);
    const base = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 1203 }, (_, i) => {
      const at = new Date(base + i * 60_000).toISOString();
      return {
        id: randomUUID(),
        company_id: c.id,
        title: `Toplu ${i}`,
        description: '',
        assigned_to: c.isci.id,
        assigned_by: c.owner.id,
        priority: 'orta' as const,
        status: 'atanmis' as const,
        created_at: at,
        updated_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 300)
      await t.database.db
        .insertInto('tasks')
        .values(rows.slice(i, i + 300))
        .execute();
    const titles = (await exported(c.isci)).map((row) => row[0]);
    expect(titles).toHaveLength(1203);
    expect(titles[0]).toBe('Toplu 1202');
    expect(titles.at(-1)).toBe('Toplu 0');
    expect(new Set(titles).size).toBe(1203);
  });

  it('stops at the row cap with a Turkish note as its last line', async () => {
    const c = await makeCompany(t);
    for (const hour of [-3, -2, -1])
      await makeTask(t, { by: c.owner, to: c.isci, title: `Saat ${hour}`, createdAt: hours(hour) });
    const deps: TaskDeps = {
      db: t.database.db,
      dialect: t.database.dialect.name,
      files: t.app.files,
      grants: t.app.deps.grants,
      bus: t.app.deps.bus,
    };
    let text = '';
    for await (const chunk of exportTasks(deps, memberCtxOf(c.isci), {}, 2).chunks) text += chunk;
    expect(parseCsv(text).map((row) => row[0])).toEqual([
      'Başlık',
      'Saat -1',
      'Saat -2',
      'Dışa aktarım 2 satırla sınırlıdır; kalan kayıtlar için süzgeçleri daraltın.',
    ]);
  });
});

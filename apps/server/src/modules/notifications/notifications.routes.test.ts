import { describe, expect, it } from 'vitest';
import { everyone, makeCompany, type TestUser } from '../../test/factories.js';
import { formBody, injectAs, useTestApp } from '../../test/test-app.js';
import { notifyUser, storedFor, unreadOf } from './notifications-test-kit.js';

const t = useTestApp();

describe('GET /api/notifications and the unread count', () => {
  it('serve every approved role its own, newest first; the pending and strangers are refused', async () => {
    const c = await makeCompany(t);
    for (const [role, user] of Object.entries(everyone(c))) {
      const list = await injectAs(t, user, 'GET', '/api/notifications');
      const count = await injectAs(t, user, 'GET', '/api/notifications/unread-count');
      const mark = await injectAs(t, user, 'POST', '/api/notifications/mark-read', { all: true });
      if (role === 'pending') {
        for (const res of [list, count, mark]) {
          expect(res.statusCode, role).toBe(403);
          expect(res.json().detail).toMatch(/onay/i);
        }
        continue;
      }
      expect(list.statusCode, role).toBe(200);
      expect(list.json()).toEqual([]);
      expect(count.json()).toEqual({ unread_count: 0 });
      expect(mark.statusCode).toBe(200);
      await notifyUser(t, user, 2);
      const after = (await injectAs(t, user, 'GET', '/api/notifications')).json();
      // Newest first by (created_at, id): two sent in one millisecond come in id order.
      expect(after.map((n: { id: string }) => n.id)).toEqual((await storedFor(t, user)).map((row) => row.id));
      expect(after.find((n: { title: string }) => n.title === 'Başlık 2')).toEqual({
        id: expect.any(String),
        type: 'task_assigned',
        title: 'Başlık 2',
        body: 'Gövde 2',
        link: null,
        params: { task: 'Görev 2' },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        is_read: false,
      });
      expect((await injectAs(t, user, 'GET', '/api/notifications/unread-count')).json()).toEqual({ unread_count: 2 });
    }
    for (const url of ['/api/notifications', '/api/notifications/unread-count']) {
      expect((await injectAs(t, undefined, 'GET', url)).statusCode).toBe(401);
    }
    expect((await injectAs(t, undefined, 'POST', '/api/notifications/mark-read', { all: true })).statusCode).toBe(401);
  });

  it('pages with x-next-cursor, without gaps or repeats', async () => {
    const c = await makeCompany(t);
    await notifyUser(t, c.isci, 5);
    const seen: string[] = [];
    let url = '/api/notifications?limit=2';
    for (let page = 0; page < 5; page++) {
      const res = await injectAs(t, c.isci, 'GET', url);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((n: { id: string }) => n.id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/notifications?limit=2&cursor=${String(next)}`;
    }
    expect(seen).toEqual((await storedFor(t, c.isci)).map((row) => row.id));
    expect(seen).toHaveLength(5);
    const bad = await injectAs(t, c.isci, 'GET', '/api/notifications?cursor=bozuk');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Sayfa imleci geçersiz' });
    const tooMany = await injectAs(t, c.isci, 'GET', '/api/notifications?limit=101');
    expect(tooMany.statusCode).toBe(422);
  });

  it('never shows another person’s or another company’s notifications', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    await notifyUser(t, c.isci, 3);
    await notifyUser(t, other.isci, 1);
    expect((await injectAs(t, c.owner, 'GET', '/api/notifications')).json()).toEqual([]);
    expect((await injectAs(t, c.sef, 'GET', '/api/notifications/unread-count')).json()).toEqual({ unread_count: 0 });
    expect((await injectAs(t, other.isci, 'GET', '/api/notifications')).json()).toHaveLength(1);
  });

  it('answers params null for a row written before they were kept (migration 0022): its Turkish text stands', async () => {
    const c = await makeCompany(t);
    await notifyUser(t, c.isci, 1);
    await t.database.db
      .updateTable('notifications')
      .set({ params_json: null })
      .where('user_id', '=', c.isci.id)
      .execute();
    const [old] = (await injectAs(t, c.isci, 'GET', '/api/notifications')).json();
    expect(old).toMatchObject({ title: 'Başlık 1', body: 'Gövde 1', params: null });
  });
});

describe('POST /api/notifications/mark-read', () => {
  it('marks the given ids, then all, and counts only what changed', async () => {
    const c = await makeCompany(t);
    await notifyUser(t, c.mudur, 4);
    const [first, second] = await storedFor(t, c.mudur);
    const some = await injectAs(t, c.mudur, 'POST', '/api/notifications/mark-read', { ids: [first!.id, second!.id] });
    expect(some.json()).toEqual({ message: 'Bildirimler okundu olarak işaretlendi', marked: 2 });
    expect(await unreadOf(t, c.mudur)).toBe(2);
    const list = (await injectAs(t, c.mudur, 'GET', '/api/notifications')).json();
    expect(list.map((n: { is_read: boolean }) => n.is_read)).toEqual([true, true, false, false]);
    const again = await injectAs(t, c.mudur, 'POST', '/api/notifications/mark-read', { ids: [first!.id] });
    expect(again.json().marked).toBe(0);
    const all = await injectAs(t, c.mudur, 'POST', '/api/notifications/mark-read', { all: true });
    expect(all.json().marked).toBe(2);
    expect((await injectAs(t, c.mudur, 'GET', '/api/notifications/unread-count')).json()).toEqual({ unread_count: 0 });
  });

  it('takes the form shape too: ids separated by commas, all=true', async () => {
    const c = await makeCompany(t);
    await notifyUser(t, c.sef, 3);
    const [a, b] = await storedFor(t, c.sef);
    const form = formBody({ ids: `${a!.id}, ${b!.id}` });
    const res = await injectAs(t, c.sef, 'POST', '/api/notifications/mark-read', form.payload, form.headers);
    expect(res.json().marked).toBe(2);
    const all = formBody({ all: 'true' });
    expect(
      (await injectAs(t, c.sef, 'POST', '/api/notifications/mark-read', all.payload, all.headers)).json().marked,
    ).toBe(1);
  });

  it('answers 404 for another person’s or another company’s ids, alone or among one’s own, and changes nothing', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    await notifyUser(t, c.isci, 2);
    await notifyUser(t, other.isci, 2);
    await notifyUser(t, c.sef, 1);
    const theirs = [...(await storedFor(t, c.isci)), ...(await storedFor(t, other.isci))].map((row) => row.id);
    const sefOwn = (await storedFor(t, c.sef)).map((row) => row.id);
    const calls: [TestUser, string[]][] = [
      [c.owner, theirs],
      [c.sef, theirs],
      [other.owner, theirs],
      [c.sef, [...sefOwn, theirs[0]!]],
      [c.sef, [...sefOwn, theirs[3]!]],
      [c.sef, [...sefOwn, '00000000-0000-4000-8000-000000000000']],
    ];
    for (const [intruder, ids] of calls) {
      const res = await injectAs(t, intruder, 'POST', '/api/notifications/mark-read', { ids });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Kayıt bulunamadı' });
    }
    await injectAs(t, c.owner, 'POST', '/api/notifications/mark-read', { all: true });
    expect(await unreadOf(t, c.isci)).toBe(2);
    expect(await unreadOf(t, other.isci)).toBe(2);
    expect(await unreadOf(t, c.sef)).toBe(1);
  });

  it('refuses bad input in Turkish and changes nothing', async () => {
    const c = await makeCompany(t);
    await notifyUser(t, c.isci, 2);
    const bad: unknown[] = [
      {},
      { ids: [] },
      { all: false },
      { ids: [''] },
      { ids: [42] },
      { ids: ['bir kimlik'] },
      { ids: ['x'.repeat(65)] },
      { all: 'belki' },
      { ids: Array.from({ length: 501 }, (_, i) => `id-${i}`) },
    ];
    for (const body of bad) {
      const res = await injectAs(t, c.isci, 'POST', '/api/notifications/mark-read', body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      const detail = res.json().detail as { loc: string[]; msg: string }[];
      expect(detail[0]!.msg).toMatch(/[çğıöşüİ]|seçilmelidir|geçersiz/);
    }
    const missing = await injectAs(t, c.isci, 'POST', '/api/notifications/mark-read', {});
    expect(missing.json().detail).toContainEqual({
      loc: ['body', 'ids'],
      msg: 'Okundu işaretlenecek bildirim seçilmelidir',
    });
    const broken = await injectAs(t, c.isci, 'POST', '/api/notifications/mark-read', '{"ids":', {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect(await unreadOf(t, c.isci)).toBe(2);
  });
});

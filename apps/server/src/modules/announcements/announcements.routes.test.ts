import { announcementReads } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeUser } from '../../test/factories.js';
import { jpeg, pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { tempFiles } from '../../test/upload-checks.js';
import {
  announcementFiles,
  announcementsState,
  createAnnouncement,
  listPage,
  postAnnouncement,
} from './announcements-test-kit.js';

const t = useTestApp();

const pendingDetail = 'Hesabınız işveren onayı bekliyor. Onaylandıktan sonra bu işlemi yapabilirsiniz.';

describe('publishing an announcement', () => {
  it('lets the employer and a manager publish, with or without an attachment, answered as their list shows it', async () => {
    const c = await makeCompany(t);
    const plain = await createAnnouncement(t, c.owner, {
      title: 'Bayram tatili',
      description: 'Depo pazartesi kapalı.\nSalı her zamanki saatte açılır.',
    });
    // Its lines kept (a form sends CR LF).
    expect(plain.description).toMatch(/^Depo pazartesi kapalı\.\r?\nSalı her zamanki saatte açılır\.$/);
    expect(plain).toMatchObject({
      title: 'Bayram tatili',
      created_by: c.owner.id,
      creator_name: c.owner.row.name,
      creator_role: 'isveren',
      attachment_url: null,
      attachment_type: null,
      attachment_name: null,
      is_read: true,
      read_count: 0,
      // The manager, the supervisor and the worker: the creator and the pending worker are not counted.
      total_members: 3,
    });
    const withFile = await createAnnouncement(
      t,
      c.mudur,
      { title: 'Vardiya planı' },
      { name: 'plan.pdf', data: pdf() },
    );
    expect(withFile).toMatchObject({
      creator_role: 'mudur',
      attachment_type: 'other',
      attachment_name: 'plan.pdf',
      read_count: 0,
      total_members: 3,
    });
    expect(withFile.attachment_url).toMatch(/^\/api\/download\/announcements\/[^/?]+\?dl=/);
    // Both created within one millisecond would come in either order: each is compared by its id.
    const shown = (await listPage(t, c.mudur)).items;
    expect(shown).toHaveLength(2);
    expect(shown.find((a) => a.id === withFile.id)).toEqual(withFile);
    expect(shown.find((a) => a.id === plain.id)).toEqual({
      ...plain,
      is_read: false,
      read_count: null,
      total_members: null,
    });
    expect(tempFiles(t)).toEqual([]);
  });

  it('refuses supervisors and workers with a Turkish 403, a pending person and a stranger, writing nothing', async () => {
    const c = await makeCompany(t);
    const before = await announcementsState(t, c.id);
    for (const who of [c.sef, c.isci]) {
      const res = await postAnnouncement(t, who, {}, { name: 'foto.jpg', data: await jpeg(), type: 'image/jpeg' });
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().detail).toBe('Duyuruları yalnızca işveren ve müdürler oluşturabilir');
    }
    const pending = await postAnnouncement(t, c.pending);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toBe(pendingDetail);
    expect((await injectAs(t, c.pending, 'GET', '/api/announcements')).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'GET', '/api/announcements')).statusCode).toBe(401);
    expect(await announcementsState(t, c.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });
});

describe('who reads what', () => {
  it('shows every member the company’s announcements, unread until opened; the counts only to the creator and the employer', async () => {
    const c = await makeCompany(t);
    const byOwner = await createAnnouncement(t, c.owner, { title: 'İşverenin duyurusu' });
    const byMudur = await createAnnouncement(t, c.mudur, { title: 'Müdürün duyurusu' });
    const stranger = await makeCompany(t);
    await createAnnouncement(t, stranger.owner, { title: 'Başka şirket' });

    // By title: both created within one millisecond would come in either order.
    const view = async (who: typeof c.owner) =>
      Object.fromEntries(
        (await listPage(t, who)).items.map((a) => [a.title, [a.is_read, a.read_count, a.total_members]]),
      );
    expect(await view(c.owner)).toEqual({
      'Müdürün duyurusu': [false, 0, 3],
      'İşverenin duyurusu': [true, 0, 3],
    });
    expect(await view(c.mudur)).toEqual({
      'Müdürün duyurusu': [true, 0, 3],
      'İşverenin duyurusu': [false, null, null],
    });
    for (const who of [c.sef, c.isci])
      expect(await view(who), who.role).toEqual({
        'Müdürün duyurusu': [false, null, null],
        'İşverenin duyurusu': [false, null, null],
      });
    for (const who of [stranger.owner, stranger.isci]) {
      for (const id of [byOwner.id, byMudur.id]) {
        const res = await injectAs(t, who, 'GET', `/api/announcements/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().detail).toBe('Kayıt bulunamadı');
      }
    }
    const one = await injectAs(t, c.isci, 'GET', `/api/announcements/${byMudur.id}`);
    expect(one.json()).toEqual((await listPage(t, c.isci)).items.find((a) => a.id === byMudur.id));
  });
});

describe('reading an announcement', () => {
  it('marks it read once, whatever the number of calls, and moves the counts the creator and the employer see', async () => {
    const c = await makeCompany(t);
    const a = await createAnnouncement(t, c.mudur);
    const first = await injectAs(t, c.isci, 'POST', `/api/announcements/${a.id}/read`);
    expect(first.statusCode, first.body).toBe(200);
    const readAt = first.json().read_at as string;
    expect(Date.parse(readAt)).not.toBeNaN();
    const again = await injectAs(t, c.isci, 'POST', `/api/announcements/${a.id}/read`);
    expect(again.json()).toEqual({ read_at: readAt });
    const rows = await t.database.db
      .selectFrom('announcement_reads')
      .selectAll()
      .where('announcement_id', '=', a.id)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([c.isci.id]);

    expect((await listPage(t, c.isci)).items[0]).toMatchObject({ is_read: true, read_count: null });
    expect((await listPage(t, c.sef)).items[0]).toMatchObject({ is_read: false });
    for (const manager of [c.mudur, c.owner])
      expect((await listPage(t, manager)).items[0], manager.role).toMatchObject({
        read_count: 1,
        total_members: 3,
      });

    // The employer opening a manager's announcement is a reader like any other.
    expect((await injectAs(t, c.owner, 'POST', `/api/announcements/${a.id}/read`)).statusCode).toBe(200);
    expect((await listPage(t, c.mudur)).items[0]).toMatchObject({ read_count: 2, total_members: 3 });
    // The creator's own is read from the start: opening it records nothing.
    const own = await injectAs(t, c.mudur, 'POST', `/api/announcements/${a.id}/read`);
    expect(own.json()).toEqual({ read_at: a.created_at });
    expect((await listPage(t, c.mudur)).items[0]).toMatchObject({ read_count: 2 });
  });

  it('settles the reader’s own bell item of it, and no one else’s', async () => {
    const c = await makeCompany(t);
    const a = await createAnnouncement(t, c.mudur);
    const unreadOf = async (userId: string) =>
      (
        await t.database.db
          .selectFrom('notifications')
          .select('is_read')
          .where('user_id', '=', userId)
          .where('type', '=', 'announcement_created')
          .where('subject_id', '=', a.id)
          .executeTakeFirstOrThrow()
      ).is_read;
    expect(Boolean(await unreadOf(c.isci.id))).toBe(false);
    expect((await injectAs(t, c.isci, 'POST', `/api/announcements/${a.id}/read`)).statusCode).toBe(200);
    expect(Boolean(await unreadOf(c.isci.id))).toBe(true);
    expect(Boolean(await unreadOf(c.sef.id))).toBe(false);
    expect(Boolean(await unreadOf(c.owner.id))).toBe(false);
    const bell = await injectAs(t, c.isci, 'GET', '/api/notifications');
    expect(bell.statusCode, bell.body).toBe(200);
    // What its texts name, for the web to write them in another language.
    expect(bell.json()[0]).toMatchObject({
      type: 'announcement_created',
      params: { title: a.title, name: c.mudur.row.name },
    });
  });

  it('lists who read it and when, and who has not, for the creator and the employer only', async () => {
    const c = await makeCompany(t);
    const second = await makeUser(t, { role: 'isci', companyId: c.id, approved: true, name: 'Ayşe Öztürk' });
    const a = await createAnnouncement(t, c.mudur);
    const readAt = (await injectAs(t, c.isci, 'POST', `/api/announcements/${a.id}/read`)).json().read_at;
    const laterAt = (await injectAs(t, c.sef, 'POST', `/api/announcements/${a.id}/read`)).json().read_at;

    for (const manager of [c.mudur, c.owner]) {
      const res = await injectAs(t, manager, 'GET', `/api/announcements/${a.id}/reads`);
      expect(res.statusCode, res.body).toBe(200);
      const reads = announcementReads.parse(res.json());
      expect(reads.read_count).toBe(2);
      expect(reads.total_members).toBe(4);
      // Earliest first; two readings within one millisecond may come in either order.
      const byId = <T extends { user_id: string }>(list: T[]) =>
        [...list].sort((x, y) => x.user_id.localeCompare(y.user_id));
      expect(byId(reads.read)).toEqual(
        byId([
          { user_id: c.isci.id, name: c.isci.row.name, role: 'isci', read_at: readAt },
          { user_id: c.sef.id, name: c.sef.row.name, role: 'sef', read_at: laterAt },
        ]),
      );
      const times = reads.read.map((r) => r.read_at);
      expect(times).toEqual([...times].sort());
      expect(reads.unread.map((u) => u.user_id).sort()).toEqual([c.owner.id, second.id].sort());
      // Neither the creator nor a pending person is among them.
      expect([...reads.read, ...reads.unread].map((u) => u.user_id)).not.toContain(c.mudur.id);
      expect([...reads.read, ...reads.unread].map((u) => u.user_id)).not.toContain(c.pending.id);
    }
    const otherMudur = await makeUser(t, { role: 'mudur', companyId: c.id, approved: true });
    for (const who of [c.sef, c.isci, otherMudur]) {
      const res = await injectAs(t, who, 'GET', `/api/announcements/${a.id}/reads`);
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().detail).toBe('Duyuruyu kimlerin okuduğunu yalnızca oluşturan kişi veya işveren görebilir');
    }
    expect((await injectAs(t, c.pending, 'GET', `/api/announcements/${a.id}/reads`)).statusCode).toBe(403);
    expect((await injectAs(t, c.pending, 'POST', `/api/announcements/${a.id}/read`)).statusCode).toBe(403);
    const stranger = await makeCompany(t);
    for (const who of [stranger.owner, stranger.mudur]) {
      expect((await injectAs(t, who, 'GET', `/api/announcements/${a.id}/reads`)).statusCode).toBe(404);
      expect((await injectAs(t, who, 'POST', `/api/announcements/${a.id}/read`)).statusCode).toBe(404);
    }
  });
});

describe('deleting an announcement', () => {
  it('lets its creator and the employer delete it, with its reads and its attachment', async () => {
    const c = await makeCompany(t);
    const own = await createAnnouncement(t, c.mudur, { title: 'Kendi' }, { name: 'plan.pdf', data: pdf() });
    const other = await createAnnouncement(
      t,
      c.mudur,
      { title: 'İşveren siler' },
      { name: 'foto.jpg', data: await jpeg() },
    );
    await injectAs(t, c.isci, 'POST', `/api/announcements/${own.id}/read`);
    const stored = (link: string | null) => announcementFiles(t).some((f) => link!.includes(f.split('/').pop()!));
    expect([stored(own.attachment_url), stored(other.attachment_url)]).toEqual([true, true]);

    const byCreator = await injectAs(t, c.mudur, 'DELETE', `/api/announcements/${own.id}`);
    expect(byCreator.statusCode, byCreator.body).toBe(200);
    expect(byCreator.json()).toEqual({ message: 'Duyuru başarıyla silindi' });
    expect([stored(own.attachment_url), stored(other.attachment_url)]).toEqual([false, true]);
    expect((await injectAs(t, undefined, 'GET', own.attachment_url!)).statusCode).toBe(404);
    const byOwner = await injectAs(t, c.owner, 'DELETE', `/api/announcements/${other.id}`);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(stored(other.attachment_url)).toBe(false);
    expect((await listPage(t, c.isci)).items).toEqual([]);
    const reads = await t.database.db
      .selectFrom('announcement_reads')
      .selectAll()
      .where('company_id', '=', c.id)
      .execute();
    expect(reads).toEqual([]);
    expect((await injectAs(t, c.owner, 'DELETE', `/api/announcements/${own.id}`)).statusCode).toBe(404);
  });

  it('refuses everyone else with a Turkish 403 and another company with 404, changing nothing', async () => {
    const c = await makeCompany(t);
    const a = await createAnnouncement(t, c.owner, {}, { name: 'foto.jpg', data: await jpeg() });
    const otherMudur = await makeUser(t, { role: 'mudur', companyId: c.id, approved: true });
    const before = await announcementsState(t, c.id);
    for (const who of [c.mudur, otherMudur, c.sef, c.isci]) {
      const res = await injectAs(t, who, 'DELETE', `/api/announcements/${a.id}`);
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().detail).toBe('Duyuruyu yalnızca oluşturan kişi veya işveren silebilir');
    }
    const pending = await injectAs(t, c.pending, 'DELETE', `/api/announcements/${a.id}`);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toBe(pendingDetail);
    const stranger = await makeCompany(t);
    for (const who of [stranger.owner, stranger.mudur])
      expect((await injectAs(t, who, 'DELETE', `/api/announcements/${a.id}`)).statusCode).toBe(404);
    expect(await announcementsState(t, c.id)).toBe(before);
  });
});

describe('downloading an attachment', () => {
  it('serves it to every member of the company, by link or by token, and 404 to another company', async () => {
    const c = await makeCompany(t);
    const image = await jpeg();
    await createAnnouncement(t, c.owner, {}, { name: 'afiş.jpg', data: image, type: 'image/jpeg' });
    const stranger = await makeCompany(t);
    for (const reader of [c.owner, c.mudur, c.sef, c.isci]) {
      const [a] = (await listPage(t, reader)).items;
      expect(a?.attachment_type).toBe('image');
      const byLink = await injectAs(t, undefined, 'GET', a!.attachment_url!);
      expect(byLink.statusCode, reader.role).toBe(200);
      expect(byLink.headers['content-type']).toBe('image/jpeg');
      expect(byLink.rawPayload.equals(image)).toBe(true);
      const path = a!.attachment_url!.split('?')[0]!;
      expect((await injectAs(t, reader, 'GET', path)).statusCode, reader.role).toBe(200);
      for (const outsider of [stranger.owner, stranger.isci])
        expect((await injectAs(t, outsider, 'GET', path)).statusCode).toBe(404);
    }
    const path = (await listPage(t, c.isci)).items[0]!.attachment_url!.split('?')[0]!;
    expect((await injectAs(t, c.pending, 'GET', path)).statusCode).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import type { TestCompany, TestUser } from '../../test/factories.js';
import { makeCompany, makeTask, makeUser } from '../../test/factories.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

async function statusOf(id: string) {
  return (await t.database.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).status;
}
const post = (who: TestUser, url: string, body?: Record<string, unknown>) => injectAs(t, who, 'POST', url, body);

describe('the assignee’s moves', () => {
  it('atanmis → baslatildi → tamamlandi, with timestamps and a trimmed note', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci });
    const started = await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'baslatildi' });
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe('Görev durumu güncellendi');
    expect(started.json().task.started_at).toBeTruthy();
    const done = await post(c.isci, `/api/tasks/${id}/update-status`, {
      status: 'tamamlandi',
      completion_note: '  Raflar dizildi.  ',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Görev başarıyla tamamlandı!');
    expect(done.json().task).toMatchObject({ status: 'tamamlandi', completion_note: 'Raflar dizildi.' });
    expect(done.json().task.completed_at).toBeTruthy();
  });

  it('refuses every move the task life does not have, changing nothing', async () => {
    const c = await makeCompany(t);
    const refused: [string, string][] = [
      ['atanmis', 'tamamlandi'],
      ['atanmis', 'onaylandi'],
      ['baslatildi', 'atanmis'],
      ['baslatildi', 'onaylandi'],
      ['tamamlandi', 'baslatildi'],
      ['tamamlandi', 'onaylandi'],
      ['onaylandi', 'tamamlandi'],
      ['revize_gerekli', 'onaylandi'],
      ['revize_gerekli', 'atanmis'],
    ];
    for (const [from, to] of refused) {
      const id = await makeTask(t, { by: c.owner, to: c.isci, status: from as never });
      const res = await post(c.isci, `/api/tasks/${id}/update-status`, { status: to });
      expect(res.statusCode, `${from} → ${to}`).toBe(409);
      expect(res.json().detail).toMatch(/durumundan/);
      expect(await statusOf(id)).toBe(from);
    }
    const id = await makeTask(t, { by: c.owner, to: c.isci });
    expect((await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'bitti' })).statusCode).toBe(422);
  });

  it('lets only the assignee move it: others of the company 403 or 404, other companies 404', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const id = await makeTask(t, { by: c.sef, to: c.isci });
    const otherWorker = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const expected: [TestUser, number][] = [
      [otherWorker, 404],
      [c.owner, 403],
      [c.sef, 403],
      [c.mudur, 403],
      [c.pending, 403],
      [other.owner, 404],
      [other.isci, 404],
    ];
    for (const [who, status] of expected) {
      expect((await post(who, `/api/tasks/${id}/update-status`, { status: 'baslatildi' })).statusCode, who.role).toBe(
        status,
      );
    }
    expect(await statusOf(id)).toBe('atanmis');
  });
});

describe('review: approve, send back, add information', () => {
  async function completedBy(c: TestCompany, by: TestUser, to: TestUser) {
    return makeTask(t, { by, to, status: 'tamamlandi' });
  }

  it('runs the whole revision loop and keeps its history', async () => {
    const c = await makeCompany(t);
    const id = await completedBy(c, c.owner, c.isci);
    const blank = await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail[0].msg).toBe('Revize açıklaması zorunludur');

    const back = await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'Etiketler eksik' });
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toBe('Görev revize için gönderildi');
    expect(back.json().task).toMatchObject({
      status: 'revize_gerekli',
      revision_note: 'Etiketler eksik',
      revision_count: 1,
    });

    expect((await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi' })).statusCode).toBe(200);
    await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'Fotoğraf bulanık' });
    await post(c.isci, `/api/tasks/${id}/update-status`, { status: 'tamamlandi', completion_note: 'Yeniden çektim' });

    const info = await post(c.owner, `/api/tasks/${id}/add-additional-info`, { additional_info: 'Müşteri memnun' });
    expect(info.json().message).toBe('Ek bilgi başarıyla eklendi');
    const approved = await post(c.owner, `/api/tasks/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Görev onaylandı');
    const task = approved.json().task;
    expect(task).toMatchObject({
      status: 'onaylandi',
      revision_count: 2,
      additional_info: 'Müşteri memnun',
      completion_note: 'Yeniden çektim',
    });
    expect(
      task.revision_history.map((h: { note: string; requested_by_name: string }) => [h.note, h.requested_by_name]),
    ).toEqual([
      ['Etiketler eksik', c.owner.row.name],
      ['Fotoğraf bulanık', c.owner.row.name],
    ]);
    // Information can still be added to an approved task, and adds to what is there.
    const more = await post(c.owner, `/api/tasks/${id}/add-additional-info`, { additional_info: 'Fatura kesildi' });
    expect(more.json().task.additional_info).toBe('Müşteri memnun\n\nFatura kesildi');
    expect((await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'x' })).statusCode).toBe(409);
    expect((await post(c.owner, `/api/tasks/${id}/approve`)).statusCode).toBe(409);
  });

  it('allows the assigner, the employer, and a manager for a supervisor’s task; refuses the rest', async () => {
    const c = await makeCompany(t);
    const other = await makeCompany(t);
    const otherWorker = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const cases: { by: TestUser; to: TestUser; who: TestUser; status: number; label: string }[] = [
      { by: c.sef, to: c.isci, who: c.sef, status: 200, label: 'assigner (sef)' },
      { by: c.sef, to: c.isci, who: c.owner, status: 200, label: 'employer' },
      { by: c.sef, to: c.isci, who: c.mudur, status: 200, label: 'manager, supervisor’s task' },
      { by: c.owner, to: c.isci, who: c.mudur, status: 404, label: 'manager, employer’s task (out of sight)' },
      { by: c.owner, to: c.isci, who: c.sef, status: 404, label: 'unrelated supervisor' },
      { by: c.sef, to: c.isci, who: c.isci, status: 403, label: 'the assignee' },
      { by: c.sef, to: c.isci, who: otherWorker, status: 404, label: 'another worker' },
      { by: c.owner, to: c.isci, who: c.pending, status: 403, label: 'pending' },
      { by: c.owner, to: c.isci, who: other.owner, status: 404, label: 'another company' },
    ];
    for (const action of ['approve', 'request-revision', 'add-additional-info']) {
      for (const k of cases) {
        const id = await completedBy(c, k.by, k.to);
        const body =
          action === 'request-revision'
            ? { revision_note: 'Tekrar' }
            : action === 'add-additional-info'
              ? { additional_info: 'Not' }
              : undefined;
        const res = await post(k.who, `/api/tasks/${id}/${action}`, body);
        expect(res.statusCode, `${action}: ${k.label}`).toBe(k.status);
        if (k.status !== 200) expect(await statusOf(id)).toBe('tamamlandi');
      }
    }
  });

  it('reviews only completed tasks', async () => {
    const c = await makeCompany(t);
    for (const status of ['atanmis', 'baslatildi', 'revize_gerekli'] as const) {
      const id = await makeTask(t, { by: c.owner, to: c.isci, status });
      expect((await post(c.owner, `/api/tasks/${id}/approve`)).statusCode).toBe(409);
      expect((await post(c.owner, `/api/tasks/${id}/request-revision`, { revision_note: 'x' })).statusCode).toBe(409);
      const info = await post(c.owner, `/api/tasks/${id}/add-additional-info`, { additional_info: 'x' });
      expect(info.statusCode).toBe(409);
      expect(await statusOf(id)).toBe(status);
    }
    const id = await makeTask(t, { by: c.owner, to: c.isci, status: 'tamamlandi' });
    const empty = await post(c.owner, `/api/tasks/${id}/add-additional-info`, { additional_info: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail[0].msg).toBe('Ek bilgi boş olamaz');
  });
});

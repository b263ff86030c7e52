import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeCompany, makeTask } from '../../test/factories.js';
import { docx, exe, filesUnder, jpeg, mp4, multipart, pdf, png, xlsx } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const stored = () => filesUnder(path.join(t.config.dataDir, 'files'));
const temp = () => filesUnder(path.join(t.config.dataDir, 'tmp'));
const evidence = (name: string, data: Buffer, type = 'application/octet-stream') => ({
  field: 'evidence_files',
  name,
  data,
  type,
});

async function startedTask() {
  const c = await makeCompany(t);
  const id = await makeTask(t, { by: c.owner, to: c.isci, status: 'baslatildi' });
  return { c, id };
}

describe('completing with evidence', () => {
  it('stores a photo, a PDF, a video and a Word file, with a thumbnail for the photo', async () => {
    const { c, id } = await startedTask();
    const form = multipart({ status: 'tamamlandi', completion_note: 'Tamam' }, [
      evidence('önce.jpg', await jpeg(), 'image/jpeg'),
      evidence('rapor.pdf', pdf(), 'application/pdf'),
      evidence('video.mp4', mp4(), 'video/mp4'),
      evidence('tutanak.docx', docx()),
    ]);
    const res = await injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, form);
    expect(res.statusCode).toBe(200);
    const files = res.json().task.evidence_files as {
      filename: string;
      mime_type: string;
      url: string;
      thumbnail_url: string | null;
    }[];
    expect(files.map((f) => [f.filename, f.mime_type])).toEqual([
      ['önce.jpg', 'image/jpeg'],
      ['rapor.pdf', 'application/pdf'],
      ['video.mp4', 'video/mp4'],
      ['tutanak.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    // The photo's thumbnail comes after the answer (its bytes pass through the temporary folder).
    await t.app.files.thumbnails.idle();
    expect(temp()).toEqual([]);
    const later = (await injectAs(t, c.isci, 'GET', `/api/tasks/${id}`)).json().evidence_files as typeof files;
    expect(later.map((f) => f.thumbnail_url !== null)).toEqual([true, false, false, false]);
    expect(stored()).toHaveLength(5);
    const doc = await injectAs(t, undefined, 'GET', files[3]!.url);
    expect(doc.headers['content-disposition']).toMatch(/^attachment;/);
    const photo = await injectAs(t, undefined, 'GET', files[0]!.url);
    expect(photo.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('takes a spreadsheet as a document, as reports and messages do', async () => {
    const { c, id } = await startedTask();
    const form = multipart({ status: 'tamamlandi' }, [evidence('sayım.xlsx', xlsx())]);
    const res = await injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, form);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().task.evidence_files.map((f: { filename: string; mime_type: string }) => [f.filename, f.mime_type]),
    ).toEqual([['sayım.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']]);
  });

  it('refuses more than 5 files, a spoofed type and an oversized file, leaving the task and the disk as they were', async () => {
    await t.app.files.thumbnails.idle();
    const before = stored().length;
    const bad = [
      {
        files: await Promise.all(
          Array.from({ length: 6 }, async (_, i) => evidence(`f${i}.png`, await png(), 'image/png')),
        ),
        status: 400,
        detail: 'Maksimum 5 dosya seçebilirsiniz',
      },
      {
        files: [evidence('iyi.png', await png(), 'image/png'), evidence('fatura.pdf', exe(), 'application/pdf')],
        status: 415,
        detail: 'fatura.pdf desteklenmeyen dosya türü',
      },
      {
        files: [evidence('büyük.pdf', Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]))],
        status: 413,
        detail: 'büyük.pdf çok büyük (maksimum 10MB)',
      },
      {
        files: [evidence('uzun.mp4', mp4(51 * 1024 * 1024), 'video/mp4')],
        status: 413,
        detail: 'uzun.mp4 çok büyük (maksimum 50MB)',
      },
    ];
    for (const b of bad) {
      const { c, id } = await startedTask();
      const res = await injectAs(
        t,
        c.isci,
        'POST',
        `/api/tasks/${id}/update-status`,
        multipart({ status: 'tamamlandi' }, b.files),
      );
      expect(res.statusCode, b.detail).toBe(b.status);
      expect(res.json().detail).toBe(b.detail);
      const row = await t.database.db
        .selectFrom('tasks')
        .select(['status', 'completed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'baslatildi', completed_at: null });
      expect(await t.database.db.selectFrom('task_files').select('id').where('task_id', '=', id).execute()).toEqual([]);
    }
    expect(stored().length).toBe(before);
    expect(temp()).toEqual([]);
  });

  it('keeps a traversal file name as a plain name and never writes outside storage', async () => {
    const { c, id } = await startedTask();
    const form = multipart({ status: 'tamamlandi' }, [
      evidence('../../../../etc/passwd.png', await png(), 'image/png'),
    ]);
    const res = await injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, form);
    expect(res.statusCode).toBe(200);
    const [file] = res.json().task.evidence_files;
    expect(file.filename).toBe('passwd.png');
    expect(file.url).toMatch(/^\/api\/download\/evidence\/[0-9a-f-]{36}\.png\?/);
  });

  it('takes evidence only with a completion', async () => {
    const c = await makeCompany(t);
    const id = await makeTask(t, { by: c.owner, to: c.isci });
    const res = await injectAs(
      t,
      c.isci,
      'POST',
      `/api/tasks/${id}/update-status`,
      multipart({ status: 'baslatildi' }, [evidence('a.png', await png(), 'image/png')]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Kanıt dosyaları yalnızca görev tamamlanırken eklenebilir');
  });
});

describe('downloads', () => {
  async function withVideo() {
    const { c, id } = await startedTask();
    const form = multipart({ status: 'tamamlandi' }, [
      evidence('kayıt.mp4', mp4(100_000), 'video/mp4'),
      evidence('foto.jpg', await jpeg(), 'image/jpeg'),
    ]);
    const task = (await injectAs(t, c.isci, 'POST', `/api/tasks/${id}/update-status`, form)).json().task;
    return { c, id, video: task.evidence_files[0].url as string, photo: task.evidence_files[1].url as string };
  }

  it('serves video ranges with the link alone, no header', async () => {
    const { video } = await withVideo();
    const res = await t.app.inject({ method: 'GET', url: video, headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 0-99/${100_000 + 24}`);
    expect(res.rawPayload.length).toBe(100);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('refuses a tampered or expired grant, and a grant of someone who may not see the task', async () => {
    const { c, photo } = await withVideo();
    const other = await makeCompany(t);
    const get = async (url: string) => injectAs(t, undefined, 'GET', url);
    const [plain, query] = photo.split('?') as [string, string];
    const grant = new URLSearchParams(query).get('dl')!;
    expect((await get(photo)).statusCode).toBe(200);

    const tampered = await get(`${plain}?dl=${grant.slice(0, -4)}AAAA`);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().detail).toBe('Dosya bağlantısının süresi doldu. Sayfayı yenileyin.');
    const [user, , sig] = grant.split('.');
    expect((await get(`${plain}?dl=${user}.1000000000000.${sig}`)).statusCode).toBe(401);
    expect((await get(`${plain}?dl=yanlis`)).statusCode).toBe(401);
    const linkOf = (u: { id: string }, companyId: string, now?: number) =>
      plain + t.app.deps.grants.linkQuery(u.id, companyId, 0, now);
    expect((await get(linkOf(c.isci, c.id, Date.now() - 3 * 3_600_000))).statusCode).toBe(401);
    // A valid grant opens only what its user may see now, in their own company.
    expect((await get(linkOf(c.owner, c.id))).statusCode).toBe(200);
    expect((await get(linkOf(c.sef, c.id))).statusCode).toBe(404);
    expect((await get(linkOf(other.owner, other.id))).statusCode).toBe(404);
    expect((await get(linkOf(other.owner, c.id))).statusCode).toBe(401);
    expect((await get(linkOf(c.pending, c.id))).statusCode).toBe(403);
    // A grant dies with its user's membership.
    await t.database.db.updateTable('users').set({ is_approved: false }).where('id', '=', c.isci.id).execute();
    expect((await get(photo)).statusCode).toBe(403);
  });

  it('serves with a bearer token only those who may see the task', async () => {
    const { c, photo } = await withVideo();
    const other = await makeCompany(t);
    const plain = photo.split('?')[0]!;
    expect((await injectAs(t, c.owner, 'GET', plain)).statusCode).toBe(200);
    expect((await injectAs(t, c.isci, 'GET', plain)).statusCode).toBe(200);
    expect((await injectAs(t, c.sef, 'GET', plain)).statusCode).toBe(404);
    expect((await injectAs(t, other.owner, 'GET', plain)).statusCode).toBe(404);
    expect((await injectAs(t, undefined, 'GET', plain)).statusCode).toBe(401);
    // Evidence is not served under the task image path.
    expect((await injectAs(t, c.owner, 'GET', plain.replace('/evidence/', '/tasks/'))).statusCode).toBe(404);
  });

  it('serves nothing but stored keys', async () => {
    const c = await makeCompany(t);
    for (const name of ['..%2F..%2Fvazife.db', '..%2Fjwt-secret', 'passwd', '%2Fetc%2Fpasswd']) {
      const res = await injectAs(t, c.owner, 'GET', `/api/download/evidence/${name}`);
      expect(res.statusCode, name).toBe(404);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { everyone, makeCompany, makeUser } from '../../test/factories.js';
import { jpeg, pdf } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { tempFiles } from '../../test/upload-checks.js';
import { createReport, listPage, postReport, reportsState } from './reports-test-kit.js';

const t = useTestApp();

describe('writing a report', () => {
  it('lets an approved worker write one, with or without a file, and answers it as the list shows it', async () => {
    const c = await makeCompany(t);
    const plain = await createReport(t, c.isci, {
      title: 'Mesai teslimi',
      content: 'Gece vardiyasına teslim edildi. Anahtarlar güvenlikte.',
      report_type: 'mesai_teslim',
    });
    expect(plain).toMatchObject({
      title: 'Mesai teslimi',
      content: 'Gece vardiyasına teslim edildi. Anahtarlar güvenlikte.',
      type: 'mesai_teslim',
      user_id: c.isci.id,
      user_name: c.isci.row.name,
      file_url: null,
      thumbnail_url: null,
      file_name: null,
      file_type: null,
      file_size: null,
    });
    const data = pdf();
    const withFile = await createReport(t, c.isci, { report_type: 'bakim' }, { name: 'bakım formu.pdf', data });
    expect(withFile).toMatchObject({ file_name: 'bakım formu.pdf', file_type: 'pdf', file_size: data.length });
    expect(withFile.file_url).toMatch(/^\/api\/download\/reports\/[^/?]+\?dl=/);
    const { items: reports } = await listPage(t, c.isci);
    expect(reports).toEqual([withFile, plain]);
    expect(tempFiles(t)).toEqual([]);
  });

  it('refuses the employer, managers and supervisors with a Turkish 403, writing nothing', async () => {
    const c = await makeCompany(t);
    const before = await reportsState(t, c.id);
    for (const who of [c.owner, c.mudur, c.sef]) {
      const res = await postReport(t, who, {}, { name: 'foto.jpg', data: await jpeg(), type: 'image/jpeg' });
      expect(res.statusCode, who.role).toBe(403);
      expect(res.json().detail).toBe('Raporları yalnızca işçiler oluşturabilir');
    }
    expect(await reportsState(t, c.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it('refuses a pending worker as every company call does, and a stranger with 401', async () => {
    const c = await makeCompany(t);
    const before = await reportsState(t, c.id);
    const pending = await postReport(t, c.pending);
    expect(pending.statusCode).toBe(403);
    expect(pending.json().detail).toBe(
      'Hesabınız işveren onayı bekliyor. Onaylandıktan sonra bu işlemi yapabilirsiniz.',
    );
    expect((await injectAs(t, c.pending, 'GET', '/api/reports')).statusCode).toBe(403);
    expect((await injectAs(t, undefined, 'GET', '/api/reports')).statusCode).toBe(401);
    expect(await reportsState(t, c.id)).toBe(before);
  });
});

describe('who reads what', () => {
  it('shows a worker their own reports, and the employer, managers and supervisors every report with its author', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true, name: 'Ayşe Öztürk' });
    const mine = await createReport(t, c.isci, { title: 'Benim raporum' });
    const theirs = await createReport(t, other, { title: 'Ayşe’nin raporu' });
    const stranger = await makeCompany(t);
    await createReport(t, stranger.isci, { title: 'Başka şirket' });

    expect((await listPage(t, c.isci)).items.map((r) => r.id)).toEqual([mine.id]);
    expect((await listPage(t, other)).items.map((r) => r.id)).toEqual([theirs.id]);
    for (const reader of [c.owner, c.mudur, c.sef]) {
      const { items: reports } = await listPage(t, reader);
      expect(
        reports.map((r) => [r.id, r.user_name]),
        reader.role,
      ).toEqual([
        [theirs.id, 'Ayşe Öztürk'],
        [mine.id, c.isci.row.name],
      ]);
    }
  });

  it('answers one report to whoever reads it, and 404 to another worker and another company', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const report = await createReport(t, c.isci);
    for (const reader of [c.isci, c.owner, c.mudur, c.sef]) {
      const res = await injectAs(t, reader, 'GET', `/api/reports/${report.id}`);
      expect(res.statusCode, reader.role).toBe(200);
      expect(res.json()).toMatchObject({ id: report.id, title: report.title, user_name: report.user_name });
    }
    expect((await injectAs(t, other, 'GET', `/api/reports/${report.id}`)).statusCode).toBe(404);
    const stranger = await makeCompany(t);
    for (const who of Object.values(everyone(stranger)).filter((u) => u !== stranger.pending)) {
      const res = await injectAs(t, who, 'GET', `/api/reports/${report.id}`);
      expect(res.statusCode, who.role).toBe(404);
      expect(res.json().detail).toBe('Kayıt bulunamadı');
    }
  });
});

describe('downloading a report’s file', () => {
  it('serves it to the author and the readers, by link or by token, and 404 to anyone else', async () => {
    const c = await makeCompany(t);
    const other = await makeUser(t, { role: 'isci', companyId: c.id, approved: true });
    const image = await jpeg();
    await createReport(t, c.isci, {}, { name: 'çatlak.jpg', data: image, type: 'image/jpeg' });
    await t.app.files.thumbnails.idle();
    const stranger = await makeCompany(t);
    for (const reader of [c.isci, c.owner, c.mudur, c.sef]) {
      const [report] = (await listPage(t, reader)).items;
      expect(report?.file_type).toBe('image');
      expect(report?.thumbnail_url, reader.role).toMatch(/^\/api\/download\/reports\//);
      // By the reader's own link, as an <img> asks for it.
      const byLink = await injectAs(t, undefined, 'GET', report!.file_url!);
      expect(byLink.statusCode, reader.role).toBe(200);
      expect(byLink.headers['content-type']).toBe('image/jpeg');
      expect(byLink.rawPayload.equals(image)).toBe(true);
      const thumbnail = await injectAs(t, undefined, 'GET', report!.thumbnail_url!);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      // By the bare path with a bearer token, as the earlier client downloads a blob.
      const path = report!.file_url!.split('?')[0]!;
      expect((await injectAs(t, reader, 'GET', path)).statusCode, reader.role).toBe(200);
      for (const outsider of [other, stranger.owner, stranger.mudur, stranger.sef, stranger.isci]) {
        const res = await injectAs(t, outsider, 'GET', path);
        expect(res.statusCode, `${reader.role} link, ${outsider.role}`).toBe(404);
      }
    }
    expect(
      (await injectAs(t, c.pending, 'GET', (await listPage(t, c.isci)).items[0]!.file_url!.split('?')[0]!)).statusCode,
    ).toBe(403);
  });

  it('names a downloaded document by its own name and sends it as an attachment', async () => {
    const c = await makeCompany(t);
    const report = await createReport(t, c.isci, {}, { name: 'Sayım Listesi.pdf', data: pdf() });
    const res = await injectAs(t, c.owner, 'GET', report.file_url!.split('?')[0]!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Say%C4%B1m%20Listesi.pdf");
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import {
  bigFile,
  binaryText,
  doc,
  docx,
  exe,
  jpeg,
  mp4,
  pdf,
  png,
  removeBigFiles,
  text,
  xlsx,
} from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import {
  announcementFiles,
  announcementsState,
  createAnnouncement,
  postAnnouncement,
  tempFiles,
} from './announcements-test-kit.js';

const t = useTestApp();
afterAll(removeBigFiles);

const mb = 1024 * 1024;
const detailOf = (body: { detail: unknown }) =>
  typeof body.detail === 'string' ? body.detail : (body.detail as { msg: string }[]).map((d) => d.msg).join(', ');

describe('what an announcement needs', () => {
  it('refuses a blank, invisible or missing title or description in Turkish, keeping no row, file nor notification', async () => {
    const c = await makeCompany(t);
    const before = await announcementsState(t, c.id);
    const cases: [string, Record<string, string>, string][] = [
      ['empty title', { title: '' }, 'Duyuru başlığı zorunludur'],
      ['spaces as title', { title: '   ' }, 'Duyuru başlığı zorunludur'],
      ['invisible title', { title: '\u200b\u2060\ufeff' }, 'Duyuru başlığı zorunludur'],
      ['empty description', { description: '' }, 'Duyuru açıklaması zorunludur'],
      ['blank lines as description', { description: ' \n\t\n ' }, 'Duyuru açıklaması zorunludur'],
      ['invisible description', { description: '\u00ad\u200d' }, 'Duyuru açıklaması zorunludur'],
      ['long title', { title: 'a'.repeat(201) }, 'En fazla 200 karakter girilebilir'],
      ['long description', { description: 'a'.repeat(5001) }, 'En fazla 5000 karakter girilebilir'],
      ['title on two lines', { title: 'Bir\nİki' }, 'satır sonu içeremez'],
    ];
    for (const [label, fields, message] of cases) {
      // With a good file too: the file must not be kept when the text is refused.
      const res = await postAnnouncement(t, c.owner, fields, {
        name: 'foto.png',
        data: await png(),
        type: 'image/png',
      });
      expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
      expect(detailOf(res.json()), label).toContain(message);
    }
    const none = await injectAs(t, c.mudur, 'POST', '/api/announcements/create', {});
    expect(none.statusCode).toBe(422);
    expect(detailOf(none.json())).toContain('Duyuru başlığı zorunludur');
    expect(detailOf(none.json())).toContain('Duyuru açıklaması zorunludur');
    expect(await announcementsState(t, c.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it('takes a form or JSON as well as multipart', async () => {
    const c = await makeCompany(t);
    const res = await injectAs(t, c.mudur, 'POST', '/api/announcements/create', {
      title: 'Toplantı',
      description: 'Cuma 10:00',
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('an announcement’s attachment', () => {
  it('takes an image, a pdf, doc, docx, txt, xls or xlsx by its bytes, whatever the part says', async () => {
    const c = await makeCompany(t);
    const cases = [
      { name: 'afiş.jpg', data: await jpeg(), kind: 'image' },
      { name: 'ekran.png', data: await png(), kind: 'image' },
      { name: 'yönetmelik.pdf', data: pdf(), kind: 'other' },
      { name: 'eski.doc', data: doc(), kind: 'other' },
      { name: 'tutanak.docx', data: docx(), kind: 'other' },
      { name: 'eski liste.xls', data: doc(), kind: 'other' },
      { name: 'vardiya.xlsx', data: xlsx(), kind: 'other' },
      { name: 'notlar.txt', data: text(), kind: 'other' },
    ];
    for (const file of cases) {
      const a = await createAnnouncement(t, c.owner, {}, { ...file, type: 'application/octet-stream' });
      expect([a.attachment_name, a.attachment_type], file.name).toEqual([file.name, file.kind]);
      const got = await injectAs(t, c.isci, 'GET', a.attachment_url!);
      expect(got.statusCode, file.name).toBe(200);
      expect(got.rawPayload.equals(file.data), file.name).toBe(true);
    }
    expect(announcementFiles(t).length).toBeGreaterThanOrEqual(cases.length);
    expect(tempFiles(t)).toEqual([]);
  });

  it('refuses a spoofed type, a video, text that is not text and two files, leaving nothing', async () => {
    const c = await makeCompany(t);
    const before = await announcementsState(t, c.id);
    const refused = [
      { name: 'foto.jpg', data: exe(), type: 'image/jpeg' },
      { name: 'duyuru.pdf', data: exe(), type: 'application/pdf' },
      { name: 'video.mp4', data: mp4(), type: 'video/mp4' },
      { name: 'notlar.txt', data: binaryText(), type: 'text/plain' },
      { name: 'liste.csv', data: text(), type: 'text/csv' },
      { name: 'kurulum.msi', data: doc(), type: 'application/msword' },
    ];
    for (const file of refused) {
      const res = await postAnnouncement(t, c.owner, {}, file);
      expect(res.statusCode, `${file.name}: ${res.body}`).toBe(415);
      expect(res.json().detail).toBe(`${file.name} desteklenmeyen dosya türü`);
    }
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: 'İki dosya', description: 'Açıklama' })) form.append(k, v);
    form.append('attachment', new Blob([pdf()]), 'a.pdf');
    form.append('attachment', new Blob([pdf()]), 'b.pdf');
    const two = await injectAs(t, c.owner, 'POST', '/api/announcements/create', form);
    expect(two.statusCode, two.body).toBe(422);
    expect(detailOf(two.json())).toContain('Dosya alanı bir dosya olmalı');
    expect(await announcementsState(t, c.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and takes one of exactly 10 MB', async () => {
    const c = await makeCompany(t);
    const before = await announcementsState(t, c.id);
    const head = pdf();
    const over = await postAnnouncement(
      t,
      c.owner,
      {},
      { name: 'büyük.pdf', data: await bigFile(head, 10 * mb + 1, 'application/pdf') },
    );
    expect(over.statusCode, over.body).toBe(413);
    expect(over.json().detail).toBe('büyük.pdf çok büyük (maksimum 10MB)');
    expect(await announcementsState(t, c.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
    const exact = await postAnnouncement(
      t,
      c.owner,
      {},
      { name: 'tam.pdf', data: await bigFile(head, 10 * mb, 'application/pdf') },
    );
    expect(exact.statusCode, exact.body).toBe(201);
  });
});

describe('the list’s query', () => {
  it('refuses a bad date, a reversed range, a broken cursor and a bad limit in Turkish', async () => {
    const c = await makeCompany(t);
    const cases: [string, number, string][] = [
      ['from=2026-02-30', 422, 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalı'],
      ['to=26.11.2026', 422, 'Tarih YYYY-AA-GG biçiminde gerçek bir gün olmalı'],
      ['from=2026-11-20&to=2026-11-19', 422, 'Bitiş tarihi başlangıç tarihinden önce olamaz'],
      ['cursor=bozuk', 400, 'Sayfa imleci geçersiz'],
      ['limit=0', 422, ''],
      ['limit=101', 422, ''],
    ];
    for (const [query, status, message] of cases) {
      const res = await injectAs(t, c.isci, 'GET', `/api/announcements?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(status);
      expect(detailOf(res.json()), query).toContain(message);
    }
  });
});

import { message as messageSchema, messagingLimits } from '@vazife/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import {
  binaryText,
  doc,
  docx,
  exe,
  invalidUtf8,
  jpeg,
  mp4,
  pdf,
  png,
  text,
  xlsx,
} from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
import {
  createdStatuses,
  expectDetail,
  expectStatus,
  fileForm,
  makePeople,
  messageFiles,
  messagingState,
  page,
  removeSparseFiles,
  sparseBlob,
  tempFiles,
  sendFile,
  uploadFile,
} from '../messaging-test-kit.js';

const t = useTestApp();
afterAll(removeSparseFiles);

const upload = (who: TestUser, fields: Record<string, string>, name: string, data: Buffer, type?: string) =>
  uploadFile(t, who, fields, name, data, type);
const sent = (who: TestUser, to: TestUser, name: string, data: Buffer) => sendFile(t, who, to, name, data);

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('types from the bytes', () => {
  it('takes png, jpg, mp4, pdf, docx, xlsx and txt as image, video or file, whatever the part header says', async () => {
    const p = await makePeople(t);
    const cases = [
      { name: 'foto.png', data: await png(), mime: 'image/png', type: 'image' },
      { name: 'çekim.jpg', data: await jpeg(), mime: 'image/jpeg', type: 'image' },
      { name: 'kayıt.mp4', data: mp4(), mime: 'video/mp4', type: 'video' },
      { name: 'rapor.pdf', data: pdf(), mime: 'application/pdf', type: 'file' },
      { name: 'tutanak.docx', data: docx(), mime: docxType, type: 'file' },
      { name: 'sayım.xlsx', data: xlsx(), mime: xlsxType, type: 'file' },
      { name: 'notlar.txt', data: text(), mime: 'text/plain', type: 'file' },
      { name: 'eski.doc', data: doc(), mime: 'application/msword', type: 'file' },
    ];
    for (const c of cases) {
      const m = await sent(p.isci, p.owner, c.name, c.data);
      expect(m, c.name).toMatchObject({
        message_type: c.type,
        mime_type: c.mime,
        file_name: c.name,
        file_size: c.data.length,
        sender_id: p.isci.id,
        receiver_id: p.owner.id,
        group_id: null,
      });
      expect(m.file_url, c.name).toMatch(/^\/api\/download\/messages\/[^/?]+\?dl=/);
    }
    await t.app.files.thumbnails.idle();
    // The receiver's page: both images got their thumbnail, nothing else did.
    const { messages } = await page(t, p.owner, `/api/messages/${p.isci.id}`);
    expect(messages.map((m) => [m.file_name, m.thumbnail_url !== null])).toEqual(
      cases.map((c) => [c.name, c.type === 'image']),
    );
    expect(messageFiles(t)).toHaveLength(cases.length + 2);
    expect(tempFiles(t)).toEqual([]);
  });

  it('keeps direction controls out of the stored name', async () => {
    const p = await makePeople(t);
    const m = await sent(p.isci, p.owner, 'fatura\u202etxt.\u2066exe\u2069\u200f.txt', text());
    expect(m.file_name).toBe('faturatxt.exe.txt');
    const [row] = await t.database.db.selectFrom('messages').select('file_name').where('id', '=', m.id).execute();
    expect(row?.file_name).toBe('faturatxt.exe.txt');
  });

  it('refuses a spoofed type and text that is not text with 415, leaving no row and no file', async () => {
    const p = await makePeople(t);
    const bad = [
      { name: 'foto.png', data: exe(), type: 'image/png' },
      { name: 'rapor.pdf', data: exe(), type: 'application/pdf' },
      { name: 'notlar.txt', data: binaryText(), type: 'text/plain' },
      { name: 'notlar.txt', data: invalidUtf8(), type: 'text/plain' },
      // Text bytes under another name: text has no magic, so only a .txt name makes it text.
      { name: 'liste.csv', data: text(), type: 'text/csv' },
      { name: 'betik.sh', data: Buffer.from('#!/bin/sh\nrm -rf /\n'), type: 'text/plain' },
      // A compound file that does not say it is a Word document (an .msi, an old .xls…).
      { name: 'kurulum.msi', data: doc(), type: 'application/msword' },
    ];
    const before = await messagingState(t, p.id);
    for (const b of bad) {
      const res = await upload(p.isci, { receiver_id: p.owner.id, content: 'Bak' }, b.name, b.data, b.type);
      expectStatus(res, 415, b.name);
      expect(res.json().detail).toBe(`${b.name} desteklenmeyen dosya türü`);
    }
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it('refuses no file and two files, writing nothing', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    const none = await injectAs(t, p.isci, 'POST', '/api/messages/send-with-file', fileFormWithout(p.owner));
    expectStatus(none, [400, 422], 'no file');
    expectDetail(none);
    const two = fileForm({ receiver_id: p.owner.id }, { name: 'a.pdf', blob: new Blob([pdf()]) });
    two.append('file', new Blob([pdf()]), 'b.pdf');
    const res = await injectAs(t, p.isci, 'POST', '/api/messages/send-with-file', two);
    // No text is fixed for two files; any 400/422 with a Turkish detail will do.
    expectStatus(res, [400, 422], 'two files');
    expectDetail(res);
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });
});

describe('bad bodies around a file', () => {
  it('too long a text, a missing receiver, JSON instead of a form or a broken form: no row, no file, no 500', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    const withPdf = (fields: Record<string, string>) =>
      fileForm(fields, { name: 'r.pdf', blob: new Blob([pdf()], { type: 'application/pdf' }) });
    const cases: { label: string; payload: Parameters<typeof injectAs>[4]; headers?: Record<string, string> }[] = [
      { label: 'long text', payload: withPdf({ receiver_id: p.owner.id, content: 'x'.repeat(4001) }) },
      { label: 'no receiver', payload: withPdf({ content: 'Kime?' }) },
      { label: 'unknown receiver', payload: withPdf({ receiver_id: '00000000-0000-4000-8000-000000000000' }) },
      { label: 'json', payload: { receiver_id: p.owner.id, content: 'Dosya yok' } },
      {
        label: 'broken multipart',
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 yarım',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      },
    ];
    for (const c of cases) {
      const res = await injectAs(t, p.isci, 'POST', '/api/messages/send-with-file', c.payload, c.headers);
      expect([400, 404, 413, 415, 422], `${c.label} → ${res.statusCode} ${res.body.slice(0, 120)}`).toContain(
        res.statusCode,
      );
      expectDetail(res, c.label);
    }
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });
});

function fileFormWithout(to: TestUser): FormData {
  const form = new FormData();
  form.append('receiver_id', to.id);
  form.append('content', 'Dosyasız');
  return form;
}

describe('size', () => {
  it('refuses 50 MB + 1 byte with 413, leaving no row, no stored and no temporary file', async () => {
    const p = await makePeople(t);
    const before = await messagingState(t, p.id);
    const blob = await sparseBlob(mp4(16), messagingLimits.fileMaxBytes + 1, 'video/mp4');
    const res = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      fileForm({ receiver_id: p.owner.id, content: 'Büyük' }, { name: 'uzun.mp4', blob }),
    );
    expectStatus(res, 413, '50 MB + 1');
    expect(res.json().detail).toBe('uzun.mp4 çok büyük (maksimum 50MB)');
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it('takes exactly 50 MB, and deleting the message removes the file', async () => {
    const p = await makePeople(t);
    const blob = await sparseBlob(mp4(16), messagingLimits.fileMaxBytes, 'video/mp4');
    const res = await injectAs(
      t,
      p.isci,
      'POST',
      '/api/messages/send-with-file',
      fileForm({ receiver_id: p.owner.id }, { name: 'tam.mp4', blob }),
    );
    expectStatus(res, createdStatuses, 'exactly 50 MB');
    const m = messageSchema.parse(res.json());
    expect(m.file_size).toBe(messagingLimits.fileMaxBytes);
    const filesBefore = messageFiles(t).length;
    expectStatus(await injectAs(t, p.isci, 'DELETE', `/api/messages/${m.id}`), [200, 204], 'delete');
    expect(messageFiles(t)).toHaveLength(filesBefore - 1);
    expect(tempFiles(t)).toEqual([]);
  });
});

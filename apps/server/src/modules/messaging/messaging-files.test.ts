import { message as messageSchema, messagingLimits, type Message } from '@vazife/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { docx, exe, jpeg, mp4, pdf, png } from '../../test/sample-files.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import { binaryText, doc, invalidUtf8, text, xlsx } from './messaging-test-files.js';
import {
  createGroup,
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
  storedFiles,
  tempFiles,
} from './messaging-test-kit.js';

const t = useTestApp();
afterAll(removeSparseFiles);

const upload = (
  who: TestUser,
  fields: Record<string, string>,
  name: string,
  data: Buffer,
  type = 'application/octet-stream',
) =>
  injectAs(
    t,
    who,
    'POST',
    '/api/messages/send-with-file',
    fileForm(fields, { name, blob: new Blob([data], { type }) }),
  );

async function sent(who: TestUser, to: TestUser, name: string, data: Buffer, type?: string): Promise<Message> {
  const res = await upload(who, { receiver_id: to.id, content: '' }, name, data, type);
  expectStatus(res, createdStatuses, `upload ${name}`);
  return messageSchema.parse(res.json());
}

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
    // The spec names no text for two files; any 400/422 with a Turkish detail will do.
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

describe('names', () => {
  it('keeps a traversal name as a plain name and writes only inside the messages area', async () => {
    const p = await makePeople(t);
    const outside = storedFiles(t).filter((f) => !messageFiles(t).includes(f));
    for (const name of ['../../../../etc/passwd.txt', '..\\..\\windows\\win.ini.txt', '/etc/cron.d/x.pdf']) {
      const data = name.endsWith('.pdf') ? pdf() : text();
      const m = await sent(p.isci, p.owner, name, data);
      expect(m.file_name, name).not.toMatch(/[/\\]|^\.\./);
      expect(m.file_name!.length, name).toBeGreaterThan(0);
      expect(m.file_url, name).toMatch(/^\/api\/download\/messages\/[\w-]+\.(txt|pdf)\?/);
    }
    expect(storedFiles(t).filter((f) => !messageFiles(t).includes(f))).toEqual(outside);
  });
});

describe('odd names', () => {
  it('a very long name or one with line breaks and quotes is stored or refused, never a 500 or a broken header', async () => {
    const p = await makePeople(t);
    for (const name of [`${'uzun'.repeat(80)}.pdf`, 'rapor"\r\nX-Kotu: 1.pdf', 'çalışma; planı "son".pdf', '.pdf']) {
      const res = await upload(p.isci, { receiver_id: p.owner.id }, name, pdf());
      expect([200, 201, 400, 415, 422], `${JSON.stringify(name)} → ${res.statusCode}`).toContain(res.statusCode);
      if (res.statusCode >= 400) {
        expectDetail(res);
        continue;
      }
      const m = messageSchema.parse(res.json());
      expect(m.file_name!.length, name).toBeGreaterThan(0);
      expect(m.file_name, name).not.toMatch(/[\r\n]/);
      const download = await t.app.inject({ method: 'GET', url: m.file_url! });
      expectStatus(download, 200, `download ${JSON.stringify(name)}`);
      expect(download.headers['x-kotu']).toBeUndefined();
      expect(String(download.headers['content-disposition'])).not.toMatch(/[\r\n]/);
    }
  });
});

describe('downloads', () => {
  const pathOf = (url: string) => new URL(url, 'http://x').pathname;

  it("serves the conversation's two people by the signed link, ranges included; others get 404", async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const video = mp4(10_000);
    const m = await sent(p.isci, p.owner, 'kayıt.mp4', video);
    // The sender's own link, and the receiver's from their page.
    const theirs = (await page(t, p.owner, `/api/messages/${p.isci.id}`)).messages[0]!;
    for (const url of [m.file_url!, theirs.file_url!]) {
      const res = await t.app.inject({ method: 'GET', url });
      expectStatus(res, 200, 'download');
      expect(res.rawPayload.equals(video)).toBe(true);
    }
    const ranged = await t.app.inject({ method: 'GET', url: theirs.file_url!, headers: { range: 'bytes=0-99' } });
    expectStatus(ranged, 206, 'range');
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(ranged.rawPayload.equals(video.subarray(0, 100))).toBe(true);
    // A member of the company outside the conversation, by grant or token; another company's person.
    const path = pathOf(m.file_url!);
    for (const who of [p.mudur, p.sef, p.isci2, other.owner]) {
      const grant = t.app.deps.grants.linkQuery(who.id, who.companyId!, 0);
      expectStatus(await t.app.inject({ method: 'GET', url: `${path}${grant}` }), 404, `${who.role} by grant`);
      expectStatus(await injectAs(t, who, 'GET', path), 404, `${who.role} by token`);
    }
    expectStatus(await t.app.inject({ method: 'GET', url: path }), 401, 'no grant');
  });

  it('serves a group file to members only, and no longer to a removed member', async () => {
    const p = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef, p.isci]);
    const res = await injectAs(
      t,
      p.sef,
      'POST',
      '/api/messages/send-with-file',
      fileForm({ group_id: g.id, content: 'Plan' }, { name: 'plan.pdf', blob: new Blob([pdf()]) }),
    );
    expectStatus(res, createdStatuses, 'group file');
    const m = messageSchema.parse(res.json());
    expect(m).toMatchObject({ group_id: g.id, receiver_id: null, message_type: 'file' });
    const path = pathOf(m.file_url!);
    for (const who of [p.owner, p.sef, p.isci]) expectStatus(await injectAs(t, who, 'GET', path), 200, who.role);
    for (const who of [p.mudur, p.isci2]) expectStatus(await injectAs(t, who, 'GET', path), 404, who.role);
    expectStatus(await injectAs(t, p.owner, 'DELETE', `/api/groups/${g.id}/members/${p.isci.id}`), 200, 'remove');
    expectStatus(await injectAs(t, p.isci, 'GET', path), 404, 'removed member');
  });

  it('a non-member cannot send a file to a group, and nothing is stored', async () => {
    const p = await makePeople(t);
    const other = await makePeople(t);
    const g = await createGroup(t, p.owner, [p.sef]);
    const before = await messagingState(t, p.id);
    const form = () => fileForm({ group_id: g.id }, { name: 'x.pdf', blob: new Blob([pdf()]) });
    expectStatus(await injectAs(t, p.isci, 'POST', '/api/messages/send-with-file', form()), [403, 404], 'non-member');
    expectStatus(await injectAs(t, other.owner, 'POST', '/api/messages/send-with-file', form()), 404, 'other company');
    const both = fileForm({ group_id: g.id, receiver_id: p.owner.id }, { name: 'x.pdf', blob: new Blob([pdf()]) });
    expectStatus(await injectAs(t, p.sef, 'POST', '/api/messages/send-with-file', both), [400, 422], 'both targets');
    expect(await messagingState(t, p.id)).toBe(before);
    expect(tempFiles(t)).toEqual([]);
  });

  it('a deleted file message takes its file and thumbnail with it; the link then answers 404', async () => {
    const p = await makePeople(t);
    const m = await sent(p.isci, p.owner, 'foto.jpg', await jpeg());
    await t.app.files.thumbnails.idle();
    const withThumb = (await page(t, p.owner, `/api/messages/${p.isci.id}`)).messages[0]!;
    expect(withThumb.thumbnail_url).not.toBeNull();
    // The thumbnail is as private as the file: a colleague outside the conversation gets 404.
    const thumbPath = new URL(withThumb.thumbnail_url!, 'http://x').pathname;
    expectStatus(await injectAs(t, p.sef, 'GET', thumbPath), 404, 'thumbnail to an outsider');
    expectStatus(await injectAs(t, p.owner, 'GET', thumbPath), 200, 'thumbnail to the receiver');
    const before = messageFiles(t).length;
    expectStatus(await injectAs(t, p.isci, 'DELETE', `/api/messages/${m.id}`), [200, 204], 'delete');
    expect(messageFiles(t)).toHaveLength(before - 2);
    expectStatus(await t.app.inject({ method: 'GET', url: withThumb.file_url! }), 404, 'file after delete');
    expectStatus(await t.app.inject({ method: 'GET', url: withThumb.thumbnail_url! }), 404, 'thumb after delete');
  });
});

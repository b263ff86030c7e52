import { message as messageSchema } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { jpeg, mp4, pdf, text } from '../../../test/sample-files.js';
import { injectAs, useTestApp } from '../../../test/test-app.js';
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
  storedFiles,
  tempFiles,
  sendFile,
  uploadFile,
} from '../messaging-test-kit.js';

/**
 * Message files' names and downloads: the signed link, ranges, members only
 * (docs/product-rules.md#files-and-limits).
 */
const t = useTestApp();

const upload = (who: TestUser, fields: Record<string, string>, name: string, data: Buffer, type?: string) =>
  uploadFile(t, who, fields, name, data, type);
const sent = (who: TestUser, to: TestUser, name: string, data: Buffer) => sendFile(t, who, to, name, data);

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

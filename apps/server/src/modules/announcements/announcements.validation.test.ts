import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
import { doc } from '../../test/sample-files.js';
import { expectListQueryRefused } from '../../test/list-checks.js';
import { injectAs, useTestApp } from '../../test/test-app.js';
import {
  blankCases,
  detailOf,
  expectTextRefused,
  fileRuleTests,
  takenFiles,
  tempFiles,
} from '../../test/upload-checks.js';
import {
  announcementCreator,
  announcementFiles,
  announcementsState,
  createAnnouncement,
} from './announcements-test-kit.js';

const t = useTestApp();

describe('what an announcement needs', () => {
  it('refuses a blank, invisible or missing title or description in Turkish, keeping no row, file nor notification', async () => {
    const c = await makeCompany(t);
    await expectTextRefused(t, announcementCreator(t, c), [
      ...blankCases('title', 'Duyuru başlığı zorunludur'),
      ...blankCases('description', 'Duyuru açıklaması zorunludur'),
      ['long title', { title: 'a'.repeat(201) }, 'En fazla 200 karakter girilebilir'],
      ['long description', { description: 'a'.repeat(5001) }, 'En fazla 5000 karakter girilebilir'],
      ['title on two lines', { title: 'Bir\nİki' }, 'satır sonu içeremez'],
    ]);
    const before = await announcementsState(t, c.id);
    const none = await injectAs(t, c.mudur, 'POST', '/api/announcements/create', {});
    expect(none.statusCode).toBe(422);
    expect(detailOf(none.json())).toContain('Duyuru başlığı zorunludur');
    expect(detailOf(none.json())).toContain('Duyuru açıklaması zorunludur');
    expect(await announcementsState(t, c.id)).toBe(before);
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
    // An old Excel file is the same compound document as an old Word one.
    const files = {
      ...(await takenFiles()),
      xls: { name: 'eski liste.xls', data: doc(), type: 'application/octet-stream' },
    };
    for (const [type, file] of Object.entries(files)) {
      const a = await createAnnouncement(t, c.owner, {}, file);
      const kind = type === 'jpg' || type === 'png' ? 'image' : 'other';
      expect([a.attachment_name, a.attachment_type], file.name).toEqual([file.name, kind]);
      const got = await injectAs(t, c.isci, 'GET', a.attachment_url!);
      expect(got.statusCode, file.name).toBe(200);
      expect(got.rawPayload.equals(file.data), file.name).toBe(true);
    }
    expect(announcementFiles(t).length).toBeGreaterThanOrEqual(Object.keys(files).length);
    expect(tempFiles(t)).toEqual([]);
  });

  fileRuleTests(t, async () => announcementCreator(t, await makeCompany(t)));
});

describe('the list’s query', () => {
  it('refuses a bad date, a reversed range, a broken cursor and a bad limit in Turkish', async () => {
    const c = await makeCompany(t);
    await expectListQueryRefused(t, c.isci, '/api/announcements');
  });
});

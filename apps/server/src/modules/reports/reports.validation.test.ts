import type { Report } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { makeCompany } from '../../test/factories.js';
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
import { createReport, reportCreator, reportFiles, reportsState } from './reports-test-kit.js';

const t = useTestApp();

describe('what a report needs', () => {
  it('refuses a blank, invisible or missing title or content and an unknown or missing type, in Turkish, writing nothing', async () => {
    const c = await makeCompany(t);
    const type = 'Geçerli bir rapor türü seçilmelidir';
    await expectTextRefused(t, reportCreator(t, c), [
      ...blankCases('title', 'Rapor başlığı zorunludur'),
      ...blankCases('content', 'Rapor içeriği zorunludur'),
      ['unknown type', { report_type: 'aylik' }, type],
      ['Turkish label as type', { report_type: 'Günlük' }, type],
      ['empty type', { report_type: '' }, type],
      ['long title', { title: 'a'.repeat(201) }, 'En fazla 200 karakter girilebilir'],
      ['title on two lines', { title: 'Bir\nİki' }, 'satır sonu içeremez'],
    ]);
    const before = await reportsState(t, c.id);
    const none = await injectAs(t, c.isci, 'POST', '/api/reports/create', { title: 'Başlık', content: 'İçerik' });
    expect(none.statusCode).toBe(422);
    expect(detailOf(none.json())).toContain(type);
    expect(await reportsState(t, c.id)).toBe(before);
  });

  it('takes each of the six types, by form or JSON', async () => {
    const c = await makeCompany(t);
    for (const type of ['gunluk', 'haftalik', 'mesai_teslim', 'olay', 'bakim', 'guvenlik']) {
      const res = await injectAs(t, c.isci, 'POST', '/api/reports/create', {
        title: `Rapor ${type}`,
        content: 'Ayrıntılar',
        report_type: type,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().report.type).toBe(type);
    }
  });
});

describe('a report’s file', () => {
  it('takes an image, a pdf, doc, docx, txt or xlsx by its bytes, whatever the part says', async () => {
    const c = await makeCompany(t);
    const files = await takenFiles();
    const kinds = {
      jpg: 'image',
      png: 'image',
      pdf: 'pdf',
      doc: 'document',
      docx: 'document',
      xlsx: 'spreadsheet',
      txt: 'text',
    };
    for (const [type, file] of Object.entries(files)) {
      const report = await createReport(t, c.isci, {}, file);
      expect([report.file_name, report.file_type, report.file_size], file.name).toEqual([
        file.name,
        kinds[type as keyof typeof files],
        file.data.length,
      ]);
    }
    expect(reportFiles(t).length).toBeGreaterThanOrEqual(Object.keys(files).length);
    expect(tempFiles(t)).toEqual([]);
  });

  fileRuleTests(
    t,
    async () => reportCreator(t, await makeCompany(t)),
    (body) => expect((body as { report: Report }).report.file_size).toBe(10 * 1024 * 1024),
  );
});

describe('the list’s query', () => {
  it('refuses a bad date, a reversed range, an unknown type, a long search and a broken cursor in Turkish', async () => {
    const c = await makeCompany(t);
    await expectListQueryRefused(t, c.owner, '/api/reports', [
      ['type=aylik', 422, 'Geçerli bir rapor türü seçilmelidir'],
      [`q=${'a'.repeat(101)}`, 422, 'En fazla 100 karakter girilebilir'],
      ['q=%00', 422, 'Metin görünmeyen kontrol karakterleri içeremez'],
    ]);
  });
});

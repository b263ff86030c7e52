import { randomUUID } from 'node:crypto';
import { report as reportSchema, type Report, type ReportType } from '@vazife/contract';
import { memberCtxOf, type TestCompany, type TestUser } from '../../test/factories.js';
import { listPageOf, type Page } from '../../test/list-checks.js';
import type { TestApp } from '../../test/test-app.js';
import { companyRows, createRoute, storedFiles, type Creator } from '../../test/upload-checks.js';
import { reportsSeed } from './reports-seed.service.js';

/** Helpers the reports tests share: writing reports through the API or as the demo does, and what is stored. */

export interface ReportFields {
  title?: string;
  content?: string;
  report_type?: string;
}

/** POST /api/reports/create as multipart, with its files (one, or none) as `report_file`; a report that must be accepted. */
export const { post: postReport, create: createReport } = createRoute<ReportFields, Report>({
  path: '/api/reports/create',
  fileField: 'report_file',
  defaults: { title: 'Gün sonu raporu', content: 'Depo sayımı tamamlandı, eksik yok.', report_type: 'gunluk' },
  message: 'Rapor başarıyla oluşturuldu',
  answer: (body) => reportSchema.parse(body.report),
});

/** A page of GET /api/reports and its next cursor. */
export const listPage = (t: TestApp, who: TestUser, query = ''): Promise<Page<Report>> =>
  listPageOf(t, who, '/api/reports', reportSchema, query);

/** The titles a person's list shows for a query, newest first. */
export async function titles(t: TestApp, who: TestUser, query = ''): Promise<string[]> {
  return (await listPage(t, who, query)).items.map((r) => r.title);
}

/** Writes a report at any time as the demo does (reports-seed.service.ts), for list tests. */
export async function seedReport(
  t: TestApp,
  who: TestUser,
  opts: { title: string; content?: string; type?: ReportType; createdAt: string },
): Promise<string> {
  const id = randomUUID();
  const report = { id, title: opts.title, content: opts.content ?? 'İçerik', type: opts.type ?? 'gunluk' };
  await t.database.db
    .transaction()
    .execute((trx) => reportsSeed(trx).write(memberCtxOf(who), { ...report, createdAt: opts.createdAt }, null));
  return id;
}

export const reportFiles = (t: TestApp): string[] => storedFiles(t, 'reports');

/** A company's report rows, its notifications and every stored report file: a refused call leaves all as it was. */
export async function reportsState(t: TestApp, companyId: string): Promise<string> {
  await t.app.files.thumbnails.idle();
  return JSON.stringify({
    reports: await companyRows(t, companyId, 'reports'),
    notifications: await companyRows(t, companyId, 'notifications'),
    files: reportFiles(t).sort(),
  });
}

/** Writing a report as the company's worker, and what a refused call must leave as it was (upload-checks.ts). */
export const reportCreator = (t: TestApp, c: TestCompany): Creator => ({
  post: (fields, ...files) => postReport(t, c.isci, fields, ...files),
  state: () => reportsState(t, c.id),
});

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { report as reportSchema, type Report, type ReportType } from '@vazife/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { filesUnder, multipart } from '../../test/sample-files.js';
import { injectAs, type TestApp } from '../../test/test-app.js';

/** Helpers the reports tests share: writing reports through the API or straight to the table, and what is stored. */

export interface ReportFields {
  title?: string;
  content?: string;
  report_type?: string;
}

const defaults = { title: 'Gün sonu raporu', content: 'Depo sayımı tamamlandı, eksik yok.', report_type: 'gunluk' };

/** POST /api/reports/create as multipart, with one file when given. */
export function postReport(
  t: TestApp,
  who: TestUser,
  fields: ReportFields = {},
  file?: { name: string; data: Buffer | Blob; type?: string },
): Promise<LightMyRequestResponse> {
  const text = { ...defaults, ...fields };
  if (!file) return injectAs(t, who, 'POST', '/api/reports/create', multipart(text) as InjectOptions['payload']);
  const form = multipart(text);
  const blob =
    file.data instanceof Blob ? file.data : new Blob([file.data], { type: file.type ?? 'application/octet-stream' });
  form.append('report_file', blob, file.name);
  return injectAs(t, who, 'POST', '/api/reports/create', form as unknown as InjectOptions['payload']);
}

/** A report that must be accepted, checked against the contract. */
export async function createReport(
  t: TestApp,
  who: TestUser,
  fields: ReportFields = {},
  file?: { name: string; data: Buffer; type?: string },
): Promise<Report> {
  const res = await postReport(t, who, fields, file);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe('Rapor başarıyla oluşturuldu');
  return reportSchema.parse(res.json().report);
}

/** A page of GET /api/reports and its next cursor. */
export async function listPage(
  t: TestApp,
  who: TestUser,
  query = '',
): Promise<{ reports: Report[]; next: string | undefined }> {
  const res = await injectAs(t, who, 'GET', `/api/reports${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  const next = res.headers['x-next-cursor'];
  return {
    reports: (res.json() as unknown[]).map((r) => reportSchema.parse(r)),
    next: typeof next === 'string' ? next : undefined,
  };
}

/** The titles a person's list shows for a query, newest first. */
export async function titles(t: TestApp, who: TestUser, query = ''): Promise<string[]> {
  return (await listPage(t, who, query)).reports.map((r) => r.title);
}

/** Inserts a report straight into the table, at any time, for list tests. */
export async function seedReport(
  t: TestApp,
  who: TestUser,
  opts: { title: string; content?: string; type?: ReportType; createdAt: string },
): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('reports')
    .values({
      id,
      company_id: who.companyId!,
      user_id: who.id,
      title: opts.title,
      content: opts.content ?? 'İçerik',
      type: opts.type ?? 'gunluk',
      storage_key: null,
      thumbnail_key: null,
      file_name: null,
      file_size: null,
      mime_type: null,
      created_at: opts.createdAt,
    })
    .execute();
  return id;
}

export const reportFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'files', 'reports'));
export const tempFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'tmp'));

/** A company's report rows, its notifications and every stored report file: a refused call leaves all as it was. */
export async function reportsState(t: TestApp, companyId: string): Promise<string> {
  await t.app.files.thumbnails.idle();
  const { db } = t.database;
  const reports = await db
    .selectFrom('reports')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return JSON.stringify({ reports, notifications, files: reportFiles(t).sort() });
}

// The big sparse files of the upload limits' tests, shared with the other modules' tests.
export { bigFile, removeBigFiles } from '../../test/sample-files.js';

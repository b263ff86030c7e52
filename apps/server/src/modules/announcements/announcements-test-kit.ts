import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { announcement as announcementSchema, type Announcement } from '@vazife/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { filesUnder, multipart } from '../../test/sample-files.js';
import { injectAs, type TestApp } from '../../test/test-app.js';

/** Helpers the announcements tests share: writing them through the API or straight to the table, and what is stored. */

export interface AnnouncementFields {
  title?: string;
  description?: string;
}

const defaults = { title: 'Bayram tatili', description: 'Depo pazartesi kapalı olacak.' };

/** POST /api/announcements/create as multipart, with one attachment when given. */
export function postAnnouncement(
  t: TestApp,
  who: TestUser,
  fields: AnnouncementFields = {},
  file?: { name: string; data: Buffer | Blob; type?: string },
): Promise<LightMyRequestResponse> {
  const form = multipart({ ...defaults, ...fields });
  if (file) {
    const blob =
      file.data instanceof Blob ? file.data : new Blob([file.data], { type: file.type ?? 'application/octet-stream' });
    form.append('attachment', blob, file.name);
  }
  return injectAs(t, who, 'POST', '/api/announcements/create', form as unknown as InjectOptions['payload']);
}

/** An announcement that must be accepted, checked against the contract. */
export async function createAnnouncement(
  t: TestApp,
  who: TestUser,
  fields: AnnouncementFields = {},
  file?: { name: string; data: Buffer; type?: string },
): Promise<Announcement> {
  const res = await postAnnouncement(t, who, fields, file);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().message).toBe('Duyuru başarıyla oluşturuldu');
  return announcementSchema.parse(res.json().announcement);
}

/** A page of GET /api/announcements and its next cursor. */
export async function listPage(
  t: TestApp,
  who: TestUser,
  query = '',
): Promise<{ announcements: Announcement[]; next: string | undefined }> {
  const res = await injectAs(t, who, 'GET', `/api/announcements${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  const next = res.headers['x-next-cursor'];
  return {
    announcements: (res.json() as unknown[]).map((a) => announcementSchema.parse(a)),
    next: typeof next === 'string' ? next : undefined,
  };
}

/** The titles a person's list shows for a query, newest first. */
export async function titles(t: TestApp, who: TestUser, query = ''): Promise<string[]> {
  return (await listPage(t, who, query)).announcements.map((a) => a.title);
}

/** Inserts an announcement straight into the table, at any time, for list tests. */
export async function seedAnnouncement(
  t: TestApp,
  who: TestUser,
  opts: { title: string; createdAt: string },
): Promise<string> {
  const id = randomUUID();
  await t.database.db
    .insertInto('announcements')
    .values({
      id,
      company_id: who.companyId!,
      created_by: who.id,
      title: opts.title,
      description: 'Açıklama',
      storage_key: null,
      file_name: null,
      mime_type: null,
      created_at: opts.createdAt,
    })
    .execute();
  return id;
}

export const announcementFiles = (t: TestApp): string[] =>
  filesUnder(path.join(t.config.dataDir, 'files', 'announcements'));
export const tempFiles = (t: TestApp): string[] => filesUnder(path.join(t.config.dataDir, 'tmp'));

/** A company's announcements, their reads, its notifications and every stored attachment: a refused call leaves all as it was. */
export async function announcementsState(t: TestApp, companyId: string): Promise<string> {
  const { db } = t.database;
  const announcements = await db
    .selectFrom('announcements')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  const reads = await db
    .selectFrom('announcement_reads')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('announcement_id')
    .orderBy('user_id')
    .execute();
  const notifications = await db
    .selectFrom('notifications')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return JSON.stringify({ announcements, reads, notifications, files: announcementFiles(t).sort() });
}

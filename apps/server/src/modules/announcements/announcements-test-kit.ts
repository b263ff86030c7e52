import { randomUUID } from 'node:crypto';
import { announcement as announcementSchema, type Announcement } from '@vazife/contract';
import { memberCtxOf, type TestCompany, type TestUser } from '../../test/factories.js';
import { listPageOf, type Page } from '../../test/list-checks.js';
import type { TestApp } from '../../test/test-app.js';
import { companyRows, createRoute, storedFiles, type Creator } from '../../test/upload-checks.js';
import { announcementsSeed } from './announcements-seed.service.js';

/** Helpers the announcements tests share: writing them through the API or as the demo does, and what is stored. */

export interface AnnouncementFields {
  title?: string;
  description?: string;
}

/** POST /api/announcements/create as multipart, with its files (one, or none) as `attachment`; one that must be accepted. */
export const { post: postAnnouncement, create: createAnnouncement } = createRoute<AnnouncementFields, Announcement>({
  path: '/api/announcements/create',
  fileField: 'attachment',
  defaults: { title: 'Bayram tatili', description: 'Depo pazartesi kapalı olacak.' },
  message: 'Duyuru başarıyla oluşturuldu',
  answer: (body) => announcementSchema.parse(body.announcement),
});

/** A page of GET /api/announcements and its next cursor. */
export const listPage = (t: TestApp, who: TestUser, query = ''): Promise<Page<Announcement>> =>
  listPageOf(t, who, '/api/announcements', announcementSchema, query);

/** Writes an announcement at any time as the demo does (announcements-seed.service.ts), for list tests. */
export async function seedAnnouncement(
  t: TestApp,
  who: TestUser,
  opts: { title: string; createdAt: string },
): Promise<string> {
  const id = randomUUID();
  const announcement = { id, title: opts.title, description: 'Açıklama', createdAt: opts.createdAt };
  await t.database.db
    .transaction()
    .execute((trx) => announcementsSeed(trx).publish(memberCtxOf(who), announcement, null));
  return id;
}

export const announcementFiles = (t: TestApp): string[] => storedFiles(t, 'announcements');

/** A company's announcements, their reads, its notifications and every stored attachment: a refused call leaves all as it was. */
export async function announcementsState(t: TestApp, companyId: string): Promise<string> {
  return JSON.stringify({
    announcements: await companyRows(t, companyId, 'announcements'),
    reads: await companyRows(t, companyId, 'announcement_reads', ['announcement_id', 'user_id']),
    notifications: await companyRows(t, companyId, 'notifications'),
    files: announcementFiles(t).sort(),
  });
}

/** Publishing an announcement as the company's employer, and what a refused call must leave as it was (upload-checks.ts). */
export const announcementCreator = (t: TestApp, c: TestCompany): Creator => ({
  post: (fields, ...files) => postAnnouncement(t, c.owner, fields, ...files),
  state: () => announcementsState(t, c.id),
});

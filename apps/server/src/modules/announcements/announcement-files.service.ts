import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { FileInfo, FilesService } from '../files/index.js';
import * as repo from './announcements.repo.js';

/**
 * The read rule of the `announcements` area: every approved member (a member's context is one)
 * reads the company's announcements, so the attachment of one that still exists.
 */
export async function readableAnnouncementFile(
  db: Kysely<Database>,
  ctx: MemberCtx,
  key: string,
): Promise<FileInfo | undefined> {
  const announcement = await repo.findByFileKey(db, ctx, key);
  if (!announcement?.file_name || !announcement.mime_type) return undefined;
  return { filename: announcement.file_name, mimeType: announcement.mime_type };
}

export function registerAnnouncementFileRule(files: FilesService, db: Kysely<Database>): void {
  files.allowRead('announcements', (ctx, key) => readableAnnouncementFile(db, ctx, key));
}

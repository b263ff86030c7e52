import { canReadReport } from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import type { FileInfo, FilesService } from '../files/index.js';
import * as repo from './reports.repo.js';

/** The read rule of the `reports` area: the file's report must be one the reader may read now. */
export async function readableReportFile(
  db: Kysely<Database>,
  ctx: MemberCtx,
  key: string,
): Promise<FileInfo | undefined> {
  const report = await repo.findByFileKey(db, ctx, key);
  if (!report?.file_name || !report.mime_type || !canReadReport(ctx.actor, report)) return undefined;
  return report.thumbnail_key === key
    ? { filename: `kucuk-${report.file_name}`, mimeType: 'image/webp' }
    : { filename: report.file_name, mimeType: report.mime_type };
}

export function registerReportFileRule(files: FilesService, db: Kysely<Database>): void {
  files.allowRead('reports', (ctx, key) => readableReportFile(db, ctx, key));
}

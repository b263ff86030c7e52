import type { ReportType } from '@vazife/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import * as repo from './reports.repo.js';

/** A file the caller has already put in the `reports` area, and its thumbnail's key for an image. */
export interface SeedReportFile {
  key: string;
  thumbnailKey: string | null;
  name: string;
  size: number;
  mimeType: string;
}

/**
 * Writes reports as if workers had sent them, backdated, in the caller's transaction: the demo
 * company's (apps/server/src/cli/demo-reports.ts). It writes the rows the create route writes,
 * through the module's repository; no rule is checked and nothing is published or rung in the
 * bell: the caller seeds people it made itself.
 */
export function reportsSeed(trx: Transaction<Database>) {
  return {
    async write(
      author: MemberCtx,
      report: { id: string; title: string; content: string; type: ReportType; createdAt: string },
      file: SeedReportFile | null,
    ): Promise<void> {
      await repo.insertReport(trx, author, {
        id: report.id,
        title: report.title,
        content: report.content,
        type: report.type,
        storage_key: file?.key ?? null,
        thumbnail_key: file?.thumbnailKey ?? null,
        file_name: file?.name ?? null,
        file_size: file?.size ?? null,
        mime_type: file?.mimeType ?? null,
        created_at: report.createdAt,
      });
    },
  };
}

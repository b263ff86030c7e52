import { randomUUID } from 'node:crypto';
import {
  canCreateReport,
  canReadReport,
  daysWindow,
  errors,
  readsAllReports,
  reportLimits,
  reportTypes,
  type Report,
  type ReportStats,
  type ReportType,
  type createReportInput,
} from '@vazife/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import type { MemberCtx } from '../../platform/context.js';
import { linkQueryOf, type DownloadGrants } from '../../platform/download-grants.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { keysetPage } from '../../platform/keyset-cursor.js';
import type { LiveBus } from '../../platform/live-bus.js';
import type { UploadedFile } from '../../platform/uploads.js';
import type { FilesService } from '../files/index.js';
import { publishReportCreated } from './report-events.js';
import { toReport } from './report.mapper.js';
import { reportNotifications } from './report-notifications.js';
import * as repo from './reports.repo.js';

/** What the reports services work with (built in index.ts). */
export interface ReportsDeps {
  db: Kysely<Database>;
  /** The search index differs between the engines (reports.repo.ts, `listReports`). */
  dialect: DialectName;
  files: FilesService;
  grants: DownloadGrants;
  bus: LiveBus;
}

/**
 * A worker's new report, with its file when one is sent. The file is checked from its bytes and
 * stored before the transaction and removed again when the write fails, so that a refused or
 * failed call leaves neither a row nor a file. The bell's notifications of an incident or safety
 * report commit with the report; the readers' streams hear of both after the commit. The answer
 * and the event are built from the row the INSERT returned, with no read-back.
 */
export async function createReport(
  deps: ReportsDeps,
  ctx: MemberCtx,
  input: z.output<typeof createReportInput>,
  upload: UploadedFile | undefined,
): Promise<Report> {
  if (!canCreateReport(ctx.actor)) throw forbidden(errors.onlyWorkersReport);
  const { record, file, notified } = await deps.files.withStored('reports', upload ? [upload] : [], ([file]) =>
    deps.db.transaction().execute(async (trx) => {
      const record = await repo.insertReport(trx, ctx, {
        id: randomUUID(),
        title: input.title,
        content: input.content,
        type: input.report_type,
        storage_key: file?.key ?? null,
        thumbnail_key: null,
        file_name: file?.filename ?? null,
        file_size: file?.size ?? null,
        mime_type: file?.mimeType ?? null,
        created_at: new Date().toISOString(),
      });
      return { record, file, notified: await reportNotifications.written(trx, ctx, record) };
    }),
  );
  if (file)
    deps.files.thumbnailLater('reports', file, ctx.actor.userId, (key) =>
      repo.setThumbnail(deps.db, ctx, record.id, key),
    );
  publishReportCreated(deps.bus, ctx, record);
  reportNotifications.announce(deps.bus, ctx, notified);
  return toReport(record, linkQueryOf(deps, ctx));
}

export interface ReportFilterInput {
  from?: string | undefined;
  to?: string | undefined;
  type?: ReportType | undefined;
  q?: string | undefined;
}

export interface ReportListInput extends ReportFilterInput {
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** The repository's filters for the actor: a worker's own reports only; days as Istanbul's. */
export function filtersFor(ctx: MemberCtx, query: ReportFilterInput): repo.ReportFilters {
  return {
    ...(readsAllReports(ctx.actor) ? {} : { authorId: ctx.actor.userId }),
    ...(query.from ? { since: daysWindow(query.from).start } : {}),
    ...(query.to ? { before: daysWindow(query.to).end } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.q ? { q: query.q } : {}),
  };
}

/**
 * A page of the reports the actor reads, newest first: a worker's own, or every report of the
 * company for its employer, managers and supervisors. `from` and `to` are Istanbul days, both
 * included (contract calendar.ts).
 */
export async function listReports(
  deps: ReportsDeps,
  ctx: MemberCtx,
  query: ReportListInput,
): Promise<{ items: Report[]; nextCursor: string | undefined }> {
  const page = keysetPage(query, reportLimits.pageSize);
  const rows = await repo.listReports(deps.db, ctx, deps.dialect, filtersFor(ctx, query), page.read);
  const { shown, nextCursor } = page.of(rows);
  const linkQuery = linkQueryOf(deps, ctx);
  return { items: shown.map((row) => toReport(row, linkQuery)), nextCursor };
}

/** How many of the reports the actor reads the filters find, in all and by type. */
export async function reportStats(deps: ReportsDeps, ctx: MemberCtx, query: ReportFilterInput): Promise<ReportStats> {
  const counts = await repo.countByType(deps.db, ctx, deps.dialect, filtersFor(ctx, query));
  const byType = Object.fromEntries(reportTypes.map((type) => [type, 0])) as ReportStats['by_type'];
  for (const { type, count } of counts) byType[type] = count;
  return { total: counts.reduce((sum, { count }) => sum + count, 0), by_type: byType };
}

/** One report the actor reads; another company's, or another worker's for a worker, is a 404. */
export async function getReport(deps: ReportsDeps, ctx: MemberCtx, id: string): Promise<Report> {
  const row = await repo.findReport(deps.db, ctx, id);
  if (!row || !canReadReport(ctx.actor, row)) throw notFound();
  return toReport(row, linkQueryOf(deps, ctx));
}

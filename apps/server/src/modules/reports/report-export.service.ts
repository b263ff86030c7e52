import { reportTypeLabels, type ReportExportQuery } from '@vazife/contract';
import type { MemberCtx } from '../../platform/context.js';
import { csvDateTime, csvDocument, csvFileName, type CsvCell } from '../../platform/csv.js';
import type { KeysetCursor } from '../../platform/keyset-cursor.js';
import { filtersFor, type ReportsDeps } from './reports.service.js';
import * as repo from './reports.repo.js';

/** Reports read per query while the file goes out: memory stays bounded whatever the list's length. */
const pageRows = 500;

const header = ['Başlık', 'Tür', 'Yazan', 'Oluşturulma', 'İçerik', 'Dosya'];

const toRow = (r: repo.ReportRecord): CsvCell[] => [
  r.title,
  reportTypeLabels[r.type],
  r.user_name,
  csvDateTime(r.created_at),
  r.content,
  r.file_name ?? '',
];

/**
 * Every report the actor reads under the list's filters, newest first, page after page of the
 * list's own query (reports.repo.ts `listReports`, with reports.service.ts `filtersFor`).
 */
async function* readReports(deps: ReportsDeps, ctx: MemberCtx, query: ReportExportQuery) {
  const filters = filtersFor(ctx, query);
  let cursor: KeysetCursor | undefined;
  for (;;) {
    const rows = await repo.listReports(deps.db, ctx, deps.dialect, filters, {
      ...(cursor ? { cursor } : {}),
      limit: pageRows,
    });
    for (const row of rows) yield toRow(row);
    const last = rows[rows.length - 1];
    if (rows.length < pageRows || !last) return;
    cursor = { createdAt: last.created_at, id: last.id };
  }
}

/** The reports list as a CSV file (docs/product-rules.md#exports): its name and its text, as it is read. */
export function exportReports(deps: ReportsDeps, ctx: MemberCtx, query: ReportExportQuery, cap?: number) {
  return { filename: csvFileName('raporlar'), chunks: csvDocument(header, readReports(deps, ctx, query), cap) };
}

import { z } from './zod.js';
import { dateInput, idOf, optionalText, requiredText } from './common.js';
import { reportType } from './enums.js';
import { errors } from './errors.js';
import { xlsxType, textType } from './files.js';

/** Lengths of a report, and the length the new-report dialog suggests for its content. */
export const reportLimits = {
  titleMax: 200,
  contentMax: 10_000,
  /** A hint only ("en az 50 karakter önerilir"): the server takes any non-blank content. */
  contentHint: 50,
  /** A list's search text. */
  queryMax: 100,
  pageSize: 50,
  pageMax: 100,
} as const;

/**
 * The kind of a report's file, from the type its bytes showed: what the list shows it as (an
 * image opens in the preview, a pdf in the browser, the rest download).
 */
export const reportFileTypes = ['image', 'pdf', 'document', 'spreadsheet', 'text'] as const;
export const reportFileType = z.enum(reportFileTypes);
export type ReportFileType = z.infer<typeof reportFileType>;

export function reportFileTypeOf(mimeType: string): ReportFileType {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === xlsxType) return 'spreadsheet';
  if (mimeType === textType) return 'text';
  return 'document';
}

export const report = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: reportType,
  created_at: z.string(),
  /** The author: a worker of the company. */
  user_id: z.string(),
  user_name: z.string(),
  /** Short-lived signed URL of the file (`/api/download/reports/…?dl=…`); null without a file. */
  file_url: z.string().nullable(),
  /** Small image for lists; null unless an image's thumbnail is ready. */
  thumbnail_url: z.string().nullable(),
  file_name: z.string().nullable(),
  file_type: reportFileType.nullable(),
  file_size: z.number().int().nullable(),
});
export type Report = z.infer<typeof report>;
/** `GET /api/reports`: a page, newest first; the next page's cursor is in `x-next-cursor`. */
export const reportList = z.array(report);

export const createReportInput = z.object({
  title: requiredText('Rapor başlığı zorunludur', reportLimits.titleMax),
  content: requiredText('Rapor içeriği zorunludur', reportLimits.contentMax, { lines: true }),
  report_type: reportType,
});
export type CreateReportInput = z.input<typeof createReportInput>;

export const createReportResponse = z.object({ message: z.string(), report });

/**
 * The list's filters: Istanbul days `from` and `to` (both included), a type, and a text whose words
 * start words of the title or the content, as the search matches them (search-fold.ts
 * `matchesWords`).
 */
const reportFilterFields = {
  from: dateInput.optional(),
  to: dateInput.optional(),
  type: reportType.optional(),
  // What a person can type: a control character or NUL is refused, blank is no search.
  q: optionalText(reportLimits.queryMax),
};
const rangeInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  v.from === undefined || v.to === undefined || v.from <= v.to;
const rangeError = { error: errors.reportRangeReversed, path: ['to'] };

export const reportListQuery = z
  .object({
    ...reportFilterFields,
    /** Opaque keyset cursor from the previous page's `x-next-cursor` header. */
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(reportLimits.pageMax).optional(),
  })
  .refine(rangeInOrder, rangeError);
export type ReportListQuery = z.input<typeof reportListQuery>;

/** `GET /api/reports/stats`: the same filters, without paging. */
export const reportStatsQuery = z.object(reportFilterFields).refine(rangeInOrder, rangeError);
export type ReportStatsQuery = z.input<typeof reportStatsQuery>;

const count = z.number().int();
/** How many reports the list's filters find, in all and by type (the statistics card). */
export const reportStats = z.object({
  total: count,
  by_type: z.object({
    gunluk: count,
    haftalik: count,
    mesai_teslim: count,
    olay: count,
    bakim: count,
    guvenlik: count,
  }),
});
export type ReportStats = z.infer<typeof reportStats>;

/** `/api/reports/{id}`: one report, as the list shows it (what a live event's reader fetches). */
export const reportIdParams = z.object({ id: idOf('report') });

import { z } from './zod.js';
import type { DeadlineStatus } from './analytics.js';
import type { Priority, ReportType, TaskStatus } from './enums.js';
import { reportStatsQuery } from './reports.js';
import { taskFilter } from './tasks.js';

/**
 * CSV exports of the task list, the reports list and a worker's analysis
 * (docs/product-rules.md#exports). The filters are the lists' own, without paging.
 */
export const exportLimits = {
  /** Rows of data in one file; past them the file ends with a note saying so. */
  rowCap: 50_000,
} as const;

/** `GET /api/tasks/export.csv`: the task list's tab, as `GET /api/tasks/my` takes it. */
export const taskExportQuery = z.object({ filter: taskFilter.optional() });
export type TaskExportQuery = z.input<typeof taskExportQuery>;

/** `GET /api/reports/export.csv`: the reports list's filters (days, type, text). */
export const reportExportQuery = reportStatsQuery;
export type ReportExportQuery = z.input<typeof reportExportQuery>;

/**
 * The labels the web shows for each value (apps/web/src/i18n/app-tr.ts, held equal to these by
 * apps/web/src/i18n/export-labels.test.ts), for the files' cells: what people read, not the
 * ASCII value.
 */
export const taskStatusLabels: Record<TaskStatus, string> = {
  atanmis: 'Henüz Başlamadı',
  baslatildi: 'Çalışmalar Devam Ediyor',
  tamamlandi: 'Onay Bekliyor',
  onaylandi: 'Onaylandı',
  revize_gerekli: 'Revize Gerekli',
};
export const priorityLabels: Record<Priority, string> = { dusuk: 'Düşük', orta: 'Orta', yuksek: 'Yüksek' };
export const reportTypeLabels: Record<ReportType, string> = {
  gunluk: 'Günlük',
  haftalik: 'Haftalık',
  mesai_teslim: 'Mesai Teslim',
  olay: 'Olay',
  bakim: 'Bakım',
  guvenlik: 'Güvenlik',
};
export const deadlineStatusLabels: Record<DeadlineStatus, string> = {
  early: 'Erken',
  on_time: 'Zamanında',
  late: 'Geç',
  none: 'Son tarihsiz',
};

/** The last line of a file cut at the row cap. */
export const exportTruncatedNote = (cap: number) =>
  `Dışa aktarım ${String(cap).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} satırla sınırlıdır; kalan kayıtlar için süzgeçleri daraltın.`;

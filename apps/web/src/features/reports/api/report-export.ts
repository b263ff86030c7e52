import type { ReportFilters } from './keys';
import { filterParams } from './report-list';

/** `GET /api/reports/export.csv` with the list's filters: every report they find, as CSV. */
export function reportExportPath(filters: ReportFilters): string {
  const query = filterParams(filters).toString();
  return `/api/reports/export.csv${query ? `?${query}` : ''}`;
}

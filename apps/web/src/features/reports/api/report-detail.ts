import { report as reportSchema, type Report } from '@vazife/contract';
import { apiRequest } from '../../../lib/api-client';

/** One report, with the reader's own file links (what a live event leaves out). */
export function fetchReport(id: string): Promise<Report> {
  return apiRequest<Report>(`/api/reports/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? reportSchema : undefined,
  });
}

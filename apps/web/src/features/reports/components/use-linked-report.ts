import type { Report } from '@vazife/contract';
import { useLinkedItem } from '../../../lib/use-linked-item';
import { reportKeys } from '../api/keys';
import { fetchReport } from '../api/report-detail';

/**
 * `/dashboard/reports?report=<id>` (the bell's link to an incident or safety report, the search's
 * to any) opens that report (lib/use-linked-item.ts).
 */
export function useLinkedReport(onOpen: (report: Report) => void): void {
  useLinkedItem('report', { key: reportKeys.detail, fetch: fetchReport }, onOpen);
}

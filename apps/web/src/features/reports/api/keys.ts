import type { ReportType } from '@vazife/contract';
import { listKeys } from '../../../lib/cursor-pages';

/** What the list is filtered by: Istanbul days (`YYYY-MM-DD`), a type, a search text. */
export interface ReportFilters {
  from?: string;
  to?: string;
  type?: ReportType;
  q?: string;
}

const keys = listKeys<ReportFilters>('reports');
export const reportKeys = {
  ...keys,
  allStats: () => [...keys.all, 'stats'] as const,
  stats: (filters: ReportFilters) => [...keys.all, 'stats', filters] as const,
};

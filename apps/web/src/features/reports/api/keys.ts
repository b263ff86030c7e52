import type { ReportType } from '@vazife/contract';

/** What the list is filtered by: Istanbul days (`YYYY-MM-DD`), a type, a search text. */
export interface ReportFilters {
  from?: string;
  to?: string;
  type?: ReportType;
  q?: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  lists: () => [...reportKeys.all, 'list'] as const,
  list: (filters: ReportFilters) => [...reportKeys.lists(), filters] as const,
  detail: (id: string) => [...reportKeys.all, 'detail', id] as const,
  allStats: () => [...reportKeys.all, 'stats'] as const,
  stats: (filters: ReportFilters) => [...reportKeys.allStats(), filters] as const,
};

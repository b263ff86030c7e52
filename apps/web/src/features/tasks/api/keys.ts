import type { TaskFilter } from '@vazife/contract';

/** The tab bar's filters: the API's three plus "all" (no filter). */
export type BoardFilter = TaskFilter | 'all';

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (filter: BoardFilter) => [...taskKeys.lists(), filter] as const,
  counts: () => [...taskKeys.all, 'counts'] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
  assignees: () => [...taskKeys.all, 'assignees'] as const,
  /** Every task mutation carries this key, so that the app can refresh other screens' numbers. */
  mutations: () => [...taskKeys.all, 'mutation'] as const,
};

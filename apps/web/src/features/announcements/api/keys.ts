/** What the list is filtered by: Istanbul days (`YYYY-MM-DD`), both included. */
export interface AnnouncementFilters {
  from?: string;
  to?: string;
}

export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (filters: AnnouncementFilters) => [...announcementKeys.lists(), filters] as const,
  reads: (id: string) => [...announcementKeys.all, 'reads', id] as const,
};

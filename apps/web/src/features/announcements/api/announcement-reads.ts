import { announcementReads, type AnnouncementReads } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { announcementKeys } from './keys';

export function fetchAnnouncementReads(id: string): Promise<AnnouncementReads> {
  return apiRequest(`/api/announcements/${encodeURIComponent(id)}/reads`, {
    schema: import.meta.env.DEV ? announcementReads : undefined,
  });
}

/** Who read it and when, and who has not: for its creator and the employer, while the dialog is open. */
export function useAnnouncementReads(id: string | null) {
  return useQuery({
    queryKey: announcementKeys.reads(id ?? ''),
    queryFn: () => fetchAnnouncementReads(id!),
    enabled: id !== null,
  });
}

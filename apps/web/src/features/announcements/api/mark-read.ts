import { announcementReadResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { announcementKeys } from './keys';
import { changeAnnouncement } from './live-updates';

export function markAnnouncementRead(id: string): Promise<{ read_at: string }> {
  return apiRequest(`/api/announcements/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: import.meta.env.DEV ? announcementReadResponse : undefined,
  });
}

/** Opening an announcement marks it read; the lists show it read at once (the call is idempotent). */
export function useMarkAnnouncementRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...announcementKeys.all, 'read'],
    mutationFn: markAnnouncementRead,
    onMutate: (id) => changeAnnouncement(queryClient, id, { is_read: true }),
  });
}

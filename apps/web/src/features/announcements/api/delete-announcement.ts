import { messageResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { announcementKeys } from './keys';
import { dropAnnouncement } from './live-updates';

export function deleteAnnouncement(id: string): Promise<{ message: string }> {
  return apiRequest(`/api/announcements/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV ? messageResponse : undefined,
  });
}

/** Deletes it (its creator or the employer) and drops it from the open lists at once. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...announcementKeys.all, 'delete'],
    mutationFn: deleteAnnouncement,
    onSuccess: (_result, id) => dropAnnouncement(queryClient, id),
  });
}

import { markNotificationsReadResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type MarkReadInput = { ids: string[] } | { all: true };

export function markNotificationsRead(input: MarkReadInput): Promise<{ message: string; marked: number }> {
  return apiRequest('/api/notifications/mark-read', {
    method: 'POST',
    body: input,
    schema: markNotificationsReadResponse,
  });
}

/** Marks one, some or all read; the list and the count follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

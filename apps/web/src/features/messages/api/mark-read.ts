import { markReadResponse } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { applyMarkedRead } from './apply-event';
import type { ChatTarget } from './keys';

export function markRead(target: ChatTarget): Promise<unknown> {
  const body =
    target.kind === 'group' ? { group_id: target.id, is_group: true } : { sender_id: target.id, is_group: false };
  return apiRequest('/api/messages/mark-read', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? markReadResponse : undefined,
  });
}

/** Everything in the open chat is read (`applyMarkedRead`). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: (_result, target) => applyMarkedRead(queryClient, target),
  });
}

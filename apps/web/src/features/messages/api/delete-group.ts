import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export function deleteGroup(groupId: string): Promise<unknown> {
  return apiRequest(`/api/groups/${encodeURIComponent(groupId)}`, { method: 'DELETE' });
}

/** Deletes a group with its messages (its creator or the employer): it leaves every list at once. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_answer, groupId) => {
      queryClient.removeQueries({ queryKey: messageKeys.group(groupId), exact: true });
      queryClient.removeQueries({ queryKey: messageKeys.thread({ kind: 'group', id: groupId }), exact: true });
      void queryClient.invalidateQueries({ queryKey: messageKeys.groups() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount() });
    },
  });
}

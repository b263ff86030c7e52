import { group, type Group } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GroupMemberValues } from './add-group-member';
import { messageKeys } from './keys';

export function removeGroupMember({ groupId, userId }: GroupMemberValues): Promise<Group> {
  return apiRequest<Group>(`/api/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV ? group : undefined,
  });
}

export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupMember,
    onSuccess: (updated) => {
      queryClient.setQueryData(messageKeys.group(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: messageKeys.groups() });
    },
  });
}

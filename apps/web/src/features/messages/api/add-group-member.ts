import { group, type Group } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export interface GroupMemberValues {
  groupId: string;
  userId: string;
}

export function addGroupMember({ groupId, userId }: GroupMemberValues): Promise<Group> {
  return apiRequest<Group>(`/api/groups/${encodeURIComponent(groupId)}/members`, {
    method: 'POST',
    body: { user_id: userId },
    schema: import.meta.env.DEV ? group : undefined,
  });
}

export function useAddGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGroupMember,
    onSuccess: (updated) => {
      queryClient.setQueryData(messageKeys.group(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: messageKeys.groups() });
    },
  });
}

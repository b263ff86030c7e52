import { group, type Group, type UpdateGroupInput } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export interface UpdateGroupValues extends UpdateGroupInput {
  groupId: string;
}

export function updateGroup({ groupId, ...body }: UpdateGroupValues): Promise<Group> {
  return apiRequest<Group>(`/api/groups/${encodeURIComponent(groupId)}`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? group : undefined,
  });
}

/** Renames a group or changes its description (its creator or the employer). */
export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: (updated) => {
      queryClient.setQueryData(messageKeys.group(updated.id), updated);
      void queryClient.invalidateQueries({ queryKey: messageKeys.groups() });
    },
  });
}

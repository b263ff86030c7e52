import { group, type Group, type GroupListItem } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export interface CreateGroupValues {
  name: string;
  description: string;
  member_ids: string[];
}

export function createGroup(values: CreateGroupValues): Promise<Group> {
  return apiRequest<Group>('/api/groups/create', {
    method: 'POST',
    body: values,
    schema: import.meta.env.DEV ? group : undefined,
  });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: (created) => {
      // Listed at once: the page opens the new group before the list is fetched again.
      const { member_details: _members, ...row } = created;
      queryClient.setQueryData<GroupListItem[]>(messageKeys.groups(), (list) =>
        list && !list.some((g) => g.id === row.id) ? [row, ...list] : list,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.groups() });
    },
  });
}

import { group, type Group } from '@vazife/contract';
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
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: messageKeys.groups() }),
  });
}

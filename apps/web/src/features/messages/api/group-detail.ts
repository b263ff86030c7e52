import { group, type Group } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export function fetchGroup(id: string, signal?: AbortSignal): Promise<Group> {
  return apiRequest<Group>(`/api/groups/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? group : undefined,
    signal,
  });
}

/** One group with its members (the settings dialog). */
export function useGroupDetail(id: string) {
  return useQuery({ queryKey: messageKeys.group(id), queryFn: ({ signal }) => fetchGroup(id, signal) });
}

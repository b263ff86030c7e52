import { availableUser, type AvailableUser } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export function fetchAvailableUsers(signal?: AbortSignal): Promise<AvailableUser[]> {
  return apiRequest<AvailableUser[]>('/api/messages/available-users', {
    schema: import.meta.env.DEV ? z.array(availableUser) : undefined,
    signal,
  });
}

/** Those I may write to under the company's messaging rule. */
export function useAvailableUsers(enabled = true) {
  return useQuery({
    queryKey: messageKeys.availableUsers(),
    queryFn: ({ signal }) => fetchAvailableUsers(signal),
    staleTime: 30_000,
    enabled,
  });
}

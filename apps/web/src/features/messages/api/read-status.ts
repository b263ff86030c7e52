import { readStatus, type ReadStatus } from '@vazife/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './keys';

export function fetchReadStatus(id: string, signal?: AbortSignal): Promise<ReadStatus> {
  return apiRequest<ReadStatus>(`/api/messages/${encodeURIComponent(id)}/read-status`, {
    schema: import.meta.env.DEV ? readStatus : undefined,
    signal,
  });
}

/** Who has read one of my messages. */
export function useReadStatus(id: string) {
  return useQuery({ queryKey: messageKeys.readStatus(id), queryFn: ({ signal }) => fetchReadStatus(id, signal) });
}

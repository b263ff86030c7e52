import { groupListItem, type GroupListItem } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useLiveRefetchInterval } from '../../../lib/live-events';
import { messageKeys } from './keys';

export function fetchGroups(signal?: AbortSignal): Promise<GroupListItem[]> {
  return apiRequest<GroupListItem[]>('/api/groups', {
    schema: import.meta.env.DEV ? z.array(groupListItem) : undefined,
    signal,
  });
}

export const groupsQuery = () =>
  queryOptions({ queryKey: messageKeys.groups(), queryFn: ({ signal }) => fetchGroups(signal) });

/**
 * The groups I am a member of, with their last message and my unread count (no member lists);
 * for the employer, then the groups she is not in (`is_member: false`).
 */
export function useGroups() {
  return useQuery({ ...groupsQuery(), refetchInterval: useLiveRefetchInterval() });
}

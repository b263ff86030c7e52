import { userPublic, type UserPublic } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { updateSessionUser, useSession } from './session';

export const sessionKeys = {
  me: ['session', 'me'] as const,
};

/** Reads the signed-in user and keeps the stored copy current (approval, company, profile). */
export async function fetchMe(): Promise<UserPublic> {
  const user = await apiRequest<UserPublic>('/api/auth/me', { schema: import.meta.env.DEV ? userPublic : undefined });
  updateSessionUser(user);
  return user;
}

export const meQuery = () => queryOptions({ queryKey: sessionKeys.me, queryFn: fetchMe, staleTime: 30_000 });

/** Refreshes the stored user once per page load and when the window regains focus. */
export function useMeSync() {
  const session = useSession();
  return useQuery({ ...meQuery(), enabled: Boolean(session) });
}

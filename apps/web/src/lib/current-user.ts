import { currentUserResponse, type CurrentUserResponse } from '@vazife/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { updateSessionUser, useSession } from './session';

export const sessionKeys = {
  me: ['session', 'me'] as const,
};

/**
 * Reads the signed-in user and keeps the stored copy current (approval, company, profile). The
 * company's name comes along for the waiting screen; the stored user stays the plain user.
 */
export async function fetchMe(): Promise<CurrentUserResponse> {
  const me = await apiRequest<CurrentUserResponse>('/api/auth/me', {
    schema: import.meta.env.DEV ? currentUserResponse : undefined,
  });
  const { company_name: _companyName, ...user } = me;
  updateSessionUser(user);
  return me;
}

export const meQuery = () => queryOptions({ queryKey: sessionKeys.me, queryFn: fetchMe, staleTime: 30_000 });

/** Refreshes the stored user once per page load and when the window regains focus. */
export function useMeSync() {
  const session = useSession();
  return useQuery({ ...meQuery(), enabled: Boolean(session) });
}

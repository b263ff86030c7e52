import { userPublic, type JoinCompanyInput, type UserPublic } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/current-user';
import { updateSessionUser } from '../../../lib/session';

const joinCompanyResponse = z.object({ message: z.string(), user: userPublic });
export type JoinCompanyResponse = { message: string; user: UserPublic };

export function joinCompany(input: JoinCompanyInput): Promise<JoinCompanyResponse> {
  return apiRequest<JoinCompanyResponse>('/api/companies/join', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? joinCompanyResponse : undefined,
  });
}

/**
 * After joining, the stored user is pending: the guards show the waiting screen, which reads the
 * company's name from /api/auth/me; the answer cached from before joining named none.
 */
export function useJoinCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCompany,
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: sessionKeys.me });
      updateSessionUser(data.user);
    },
  });
}

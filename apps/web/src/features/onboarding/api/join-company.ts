import { userPublic, type JoinCompanyInput, type UserPublic } from '@vazife/contract';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionUser } from '../../../lib/session';

const joinCompanyResponse = z.object({ message: z.string(), user: userPublic });
export type JoinCompanyResponse = { message: string; user: UserPublic };

export function joinCompany(input: JoinCompanyInput): Promise<JoinCompanyResponse> {
  return apiRequest<JoinCompanyResponse>('/api/companies/join', {
    method: 'POST',
    body: input,
    schema: joinCompanyResponse,
  });
}

/** After joining, the stored user is pending: the guards show the waiting screen. */
export function useJoinCompany() {
  return useMutation({ mutationFn: joinCompany, onSuccess: (data) => updateSessionUser(data.user) });
}

import { createCompanyResponse, type CreateCompanyInput } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/my-company';
import { getSession, updateSessionUser } from '../../../lib/session';

export type CreateCompanyResponse = z.infer<typeof createCompanyResponse>;

export function createCompany(input: CreateCompanyInput): Promise<CreateCompanyResponse> {
  return apiRequest<CreateCompanyResponse>('/api/companies/create', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? createCompanyResponse : undefined,
  });
}

/** Stores the new company on the signed-in user, so that the guards open the dashboard. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (data) => {
      queryClient.setQueryData(companyKeys.my, data.company);
      const session = getSession();
      if (session) updateSessionUser({ ...session.user, company_id: data.company_id });
    },
  });
}

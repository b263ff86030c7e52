import { regenerateCodeResponse, type Company } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/my-company';

export function regenerateCompanyCode(): Promise<{ code: string }> {
  return apiRequest('/api/companies/regenerate-code', {
    method: 'POST',
    schema: import.meta.env.DEV ? regenerateCodeResponse : undefined,
  });
}

export function useRegenerateCompanyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCompanyCode,
    onSuccess: ({ code }) => {
      queryClient.setQueryData<Company>(companyKeys.my, (company) => (company ? { ...company, code } : company));
    },
    // Not awaited: the caller's callbacks must run before the refetch unmounts its card.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: companyKeys.my }),
  });
}

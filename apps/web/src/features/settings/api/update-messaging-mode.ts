import { company, type Company, type MessagingMode } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/my-company';

export function updateMessagingMode(mode: MessagingMode): Promise<Company> {
  return apiRequest<Company>('/api/companies/my/settings', {
    method: 'PUT',
    body: { messaging_mode: mode },
    schema: import.meta.env.DEV ? company : undefined,
  });
}

/** The employer's messaging rule; the company is read again (its answer may be the company or a message). */
export function useUpdateMessagingMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMessagingMode,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: companyKeys.my }),
  });
}

import { twoFactorSetup, type TwoFactorSetup } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Starts an enrolment: the secret and its QR code, not in force until the first code. */
export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/api/super-admin/two-factor/setup', {
    method: 'POST',
    auth: 'admin',
    schema: import.meta.env.DEV ? twoFactorSetup : undefined,
  });
}

export function useTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor() }),
  });
}

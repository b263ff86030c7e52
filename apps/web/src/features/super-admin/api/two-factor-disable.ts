import { twoFactorStatus, type TwoFactorDisableInput, type TwoFactorStatus } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Turns two-factor off: the password, and a current code or a recovery code. */
export function disableTwoFactor(input: TwoFactorDisableInput): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>('/api/super-admin/two-factor/disable', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: import.meta.env.DEV ? twoFactorStatus : undefined,
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (status) => queryClient.setQueryData(adminKeys.twoFactor(), status),
  });
}

import { twoFactorRecoveryCodes, type TwoFactorCodeInput, type TwoFactorRecoveryCodes } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** Puts the setup in force with its first code; the answer's recovery codes are shown once. */
export function enableTwoFactor(input: TwoFactorCodeInput): Promise<TwoFactorRecoveryCodes> {
  return apiRequest<TwoFactorRecoveryCodes>('/api/super-admin/two-factor/enable', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: import.meta.env.DEV ? twoFactorRecoveryCodes : undefined,
  });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor() }),
  });
}

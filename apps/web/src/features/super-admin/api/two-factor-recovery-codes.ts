import { twoFactorRecoveryCodes, type TwoFactorCodeInput, type TwoFactorRecoveryCodes } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** New recovery codes for a current code; the old ones stop working. */
export function regenerateRecoveryCodes(input: TwoFactorCodeInput): Promise<TwoFactorRecoveryCodes> {
  return apiRequest<TwoFactorRecoveryCodes>('/api/super-admin/two-factor/recovery-codes', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: import.meta.env.DEV ? twoFactorRecoveryCodes : undefined,
  });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor() }),
  });
}

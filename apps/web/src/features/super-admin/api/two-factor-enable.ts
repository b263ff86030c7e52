import { twoFactorEnabled, type TwoFactorCodeInput, type TwoFactorEnabled } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAdminSession, setAdminSession } from '../../../lib/admin-session';
import { adminKeys } from './keys';

/** Puts the setup in force with its first code; the answer's recovery codes are shown once. */
export function enableTwoFactor(input: TwoFactorCodeInput): Promise<TwoFactorEnabled> {
  return apiRequest<TwoFactorEnabled>('/api/super-admin/two-factor/enable', {
    method: 'POST',
    body: input,
    auth: 'admin',
    schema: import.meta.env.DEV ? twoFactorEnabled : undefined,
  });
}

/**
 * Turning two-factor on ends the tokens issued before it, this one too: the console goes on with
 * the answer's new token, kept before anything is asked again.
 */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (answer) => {
      const session = getAdminSession();
      if (session) setAdminSession(answer.access_token, session.admin);
      return queryClient.invalidateQueries({ queryKey: adminKeys.twoFactor() });
    },
  });
}

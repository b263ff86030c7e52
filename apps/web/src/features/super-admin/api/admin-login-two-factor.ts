import { adminLoginResponse, type AdminPublic, type AdminTwoFactorLoginInput } from '@vazife/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setAdminSession } from '../../../lib/admin-session';

interface AdminSessionAnswer {
  access_token: string;
  token_type: 'bearer';
  admin: AdminPublic;
}

/** The sign-in's second step: the challenge and a code (or a recovery code) give the session. */
export function adminLoginTwoFactor(input: AdminTwoFactorLoginInput): Promise<AdminSessionAnswer> {
  return apiRequest<AdminSessionAnswer>('/api/super-admin/login/two-factor', {
    method: 'POST',
    body: input,
    auth: 'none',
    schema: import.meta.env.DEV ? adminLoginResponse : undefined,
  });
}

export function useAdminLoginTwoFactor() {
  return useMutation({
    mutationFn: adminLoginTwoFactor,
    onSuccess: (data) => setAdminSession(data.access_token, data.admin),
  });
}

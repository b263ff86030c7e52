import { adminLoginAnswer, type AdminLoginAnswer, type AdminLoginInput } from '@vazife/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setAdminSession } from '../../../lib/admin-session';

/** A session, or (two-factor on) the challenge of the second step: admin-login-two-factor.ts. */
export type AdminLoginResponse = AdminLoginAnswer;

export function adminLogin(input: AdminLoginInput): Promise<AdminLoginAnswer> {
  return apiRequest<AdminLoginAnswer>('/api/super-admin/login', {
    method: 'POST',
    body: input,
    auth: 'none',
    schema: import.meta.env.DEV ? adminLoginAnswer : undefined,
  });
}

/** The operator's token is kept apart from any user's ('admin_token', 'admin'). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (data) => {
      if ('access_token' in data) setAdminSession(data.access_token, data.admin);
    },
  });
}

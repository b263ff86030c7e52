import { adminLoginResponse, type AdminLoginInput, type AdminPublic } from '@vazife/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setAdminSession } from '../../../lib/admin-session';

export interface AdminLoginResponse {
  access_token: string;
  token_type: 'bearer';
  admin: AdminPublic;
}

export function adminLogin(input: AdminLoginInput): Promise<AdminLoginResponse> {
  return apiRequest<AdminLoginResponse>('/api/super-admin/login', {
    method: 'POST',
    body: input,
    auth: 'none',
    schema: import.meta.env.DEV ? adminLoginResponse : undefined,
  });
}

/** The operator's token is kept apart from any user's ('admin_token', 'admin'). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (data) => setAdminSession(data.access_token, data.admin),
  });
}

import { loginResponse, type LoginInput, type LoginResponse } from '@vazife/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body: input,
    auth: 'none',
    // Checked in development only; naming the schema only there keeps zod off the sign-in page.
    schema: import.meta.env.DEV ? loginResponse : undefined,
  });
}

/** Signs in and stores token and user (seeds part 1 §4); the route guards then take the user home. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => setSession(data.access_token, data.user),
  });
}

import { registerResponse, type RegisterInput } from '@vazife/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { login } from './login';

export type RegisterResponse = z.infer<typeof registerResponse>;

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/api/auth/register', {
    method: 'POST',
    body: input,
    auth: 'none',
    schema: import.meta.env.DEV ? registerResponse : undefined,
  });
}

/** The /register screen: registration only; the screen then sends the user to /login. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** The login screen's register tab: registers, then signs in with the same e-mail and password. */
export function useRegisterAndLogin() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      await register(input);
      return login({ email: input.email, password: input.password });
    },
    onSuccess: (data) => setSession(data.access_token, data.user),
  });
}

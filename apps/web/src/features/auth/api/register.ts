import { registerResponse, type RegisterInput } from '@vazife/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';
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

async function registerAndSignIn(input: RegisterInput): Promise<void> {
  await register(input);
  const data = await login({ email: input.email, password: input.password });
  setSession(data.access_token, data.user);
}

/** The login screen's register tab: registers, then signs in with the same e-mail and password. */
export function useRegisterAndLogin() {
  return useAction(registerAndSignIn);
}

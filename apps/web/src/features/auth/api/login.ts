import { loginResponse, type LoginInput, type LoginResponse } from '@vazife/contract';
import { apiRequest } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body: input,
    auth: 'none',
    // Checked in development only; naming the schema only there keeps zod off the sign-in page.
    schema: import.meta.env.DEV ? loginResponse : undefined,
  });
}

async function signIn(input: LoginInput): Promise<void> {
  const data = await login(input);
  setSession(data.access_token, data.user);
}

/** Signs in and stores token and user (lib/storage.ts); the page then takes the user home. */
export function useLogin() {
  return useAction(signIn);
}

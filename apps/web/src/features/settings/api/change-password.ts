import { changePasswordResponse, type ChangePasswordInput } from '@vazife/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { updateSessionToken } from '../../../lib/session';

export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export function changePassword(input: ChangePasswordInput): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/api/user/change-password', {
    method: 'POST',
    body: input,
    schema: import.meta.env.DEV ? changePasswordResponse : undefined,
  });
}

/** The server revokes every earlier token: keep the new one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (data) => updateSessionToken(data.access_token),
  });
}

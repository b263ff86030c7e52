import { userPublic, type UpdateProfileInput, type UserPublic } from '@vazife/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/current-user';
import { updateSessionUser } from '../../../lib/session';

export function updateProfile(input: UpdateProfileInput): Promise<UserPublic> {
  return apiRequest<UserPublic>('/api/user/profile', {
    method: 'PUT',
    body: input,
    schema: import.meta.env.DEV ? userPublic : undefined,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      updateSessionUser(user);
      queryClient.setQueryData(sessionKeys.me, user);
    },
  });
}

import { messageResponse } from '@vazife/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client';
import { clearSession, getSession } from './session';

/** Revokes the token on the server (best effort), then forgets the session and its cached data. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    if (getSession()) {
      await apiRequest('/api/auth/logout', {
        method: 'POST',
        schema: import.meta.env.DEV ? messageResponse : undefined,
      }).catch(() => undefined);
    }
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

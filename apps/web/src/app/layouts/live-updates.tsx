import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { handleUnauthorized } from '../../lib/api-client';
import { startLiveConnection } from '../../lib/live-connection';
import { setLiveStatus } from '../../lib/live-events';
import { getSession, useSession } from '../../lib/session';

/**
 * Keeps the live stream open while someone is signed in to the dashboard; renders nothing. It
 * lives in the dashboard shell's chunk, so the sign-in page never loads the stream code.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (!signedIn) return;
    const stop = startLiveConnection({
      queryClient,
      // Read at each connect: after a password change the next stream goes with the new token.
      token: () => getSession()?.token,
      onUnauthorized: (token) => handleUnauthorized('user', token),
    });
    return () => {
      stop();
      setLiveStatus('connecting');
    };
  }, [queryClient, signedIn]);
  return null;
}

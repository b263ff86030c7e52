import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { handleUnauthorized } from '../../lib/api-client';
import { setLiveStatus } from '../../lib/live-events';
import { getSession, useSession } from '../../lib/session';
import { useAfterFirstScreen } from '../../lib/use-after-first-screen';

/**
 * Keeps the live stream open while someone is signed in to the dashboard; renders nothing. The
 * stream's code (its parser, and the contract's event schemas with zod: some 40 kB) is fetched
 * once the first screen has painted and its calls have answered, not among them: until the
 * stream is open, lists poll as they do without one.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const signedIn = useSession() !== null;
  const afterFirstScreen = useAfterFirstScreen();
  useEffect(() => {
    if (!signedIn || !afterFirstScreen) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../../lib/live-connection').then(
      ({ startLiveConnection }) => {
        if (unmounted) return;
        stop = startLiveConnection({
          queryClient,
          // Read at each connect: after a password change the next stream goes with the new token.
          token: () => getSession()?.token,
          onUnauthorized: (token, detail) => handleUnauthorized('user', token, detail),
        });
      },
      () => {
        // The stream's code did not arrive (offline, a new deployment): the lists keep polling.
        if (!unmounted) setLiveStatus('polling');
      },
    );
    return () => {
      unmounted = true;
      stop?.();
      setLiveStatus('connecting');
    };
  }, [queryClient, signedIn, afterFirstScreen]);
  return null;
}

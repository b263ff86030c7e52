import { lazy, Suspense } from 'react';
import { useLiveStatus } from '../../lib/live-events';

// With its tooltip (Mantine's, which brings floating-ui), fetched the first time the stream is down.
const LiveStatusNote = lazy(async () => ({ default: (await import('./live-status-note')).LiveStatusNote }));

/**
 * A discreet note in the header while the live stream is down and screens poll every 3 s; nothing
 * while the stream is up or still connecting.
 */
export function LiveStatusIndicator() {
  const status = useLiveStatus();
  if (status !== 'polling') return null;
  return (
    <Suspense fallback={null}>
      <LiveStatusNote />
    </Suspense>
  );
}

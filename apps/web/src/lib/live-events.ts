import { livePollingFallbackMs, type LiveEvent, type LiveEventType } from '@vazife/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The live layer as features see it: they subscribe to event types and read whether the stream is
 * up; the connection itself (live-connection.ts, started by the dashboard shell) feeds this
 * registry. Kept apart from the connection so that a feature's hook costs no stream code.
 */
export type LiveStatus = 'connecting' | 'live' | 'polling';

type Listener = (event: LiveEvent) => void;

const listeners = new Set<{ types: ReadonlySet<LiveEventType>; listener: Listener }>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'connecting';

/** Hands an event from the stream to every feature that listens for its type. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const entry of listeners) if (entry.types.has(event.type)) entry.listener(event);
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  // Readable outside React too: browser journeys wait for the stream before timing a delivery.
  if (typeof document !== 'undefined') document.documentElement.dataset.live = next;
  statusListeners.forEach((listener) => listener());
}

export function getLiveStatus(): LiveStatus {
  return status;
}

export function subscribeLiveEvents(types: readonly LiveEventType[], listener: Listener): () => void {
  const entry = { types: new Set(types), listener };
  listeners.add(entry);
  return () => listeners.delete(entry);
}

/** Calls `handler` for each event of these types while the component is mounted. */
export function useLiveEvent(types: readonly LiveEventType[], handler: Listener): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = types.join(',');
  useEffect(() => subscribeLiveEvents(key.split(',') as LiveEventType[], (event) => latest.current(event)), [key]);
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, getLiveStatus, getLiveStatus);
}

/**
 * A query's `refetchInterval` under the live layer: nothing while the stream is up (events
 * invalidate), 3 s polling while it is down (contract `livePollingFallbackMs`).
 */
export function useLiveRefetchInterval(): number | false {
  return useLiveStatus() === 'live' ? false : livePollingFallbackMs;
}

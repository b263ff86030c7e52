import { useSyncExternalStore } from 'react';

/**
 * Whether the Abonelik overlay is open: the header's button, the profile menu, the banner, a 402's
 * toast and `/dashboard?subscription=1` (the bell's purchase notifications, the failed payment's
 * retry) all open it; the shell draws it (subscription-host.tsx).
 */
let opened = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (opened === value) return;
  opened = value;
  listeners.forEach((listener) => listener());
}

export const openSubscription = () => set(true);
export const closeSubscription = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const read = () => opened;

export function useSubscriptionOpened(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}

/** The search parameter that opens the overlay on the dashboard (the bell's links use it too). */
export const subscriptionParam = 'subscription';

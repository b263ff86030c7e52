import { useSyncExternalStore } from 'react';

/**
 * A tiny external store backed by localStorage keys. It re-reads when another tab changes one
 * of its keys, so that signing out in one tab signs out the others.
 */
export function createStorageStore<T>(keys: readonly string[], read: () => T) {
  let cached: { value: T } | null = null;
  const listeners = new Set<() => void>();

  const get = (): T => {
    if (!cached) cached = { value: read() };
    return cached.value;
  };
  const emit = () => {
    cached = null;
    listeners.forEach((listener) => listener());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) emit();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  const useStore = () => useSyncExternalStore(subscribe, get, get);

  return { get, emit, useStore };
}

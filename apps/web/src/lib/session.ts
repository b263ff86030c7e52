import type { UserPublic } from '@vazife/contract';
import { createStorageStore } from './create-store';
import { storage, storageKeys } from './storage';

export interface Session {
  token: string;
  user: UserPublic;
}

function readSession(): Session | null {
  const token = storage.get(storageKeys.token);
  const rawUser = storage.get(storageKeys.user);
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as UserPublic;
    return user && typeof user === 'object' && typeof user.role === 'string' ? { token, user } : null;
  } catch {
    return null;
  }
}

const store = createStorageStore([storageKeys.token, storageKeys.user], readSession);

export const getSession = store.get;
export const useSession = store.useStore;

export function setSession(token: string, user: UserPublic): void {
  storage.set(storageKeys.token, token);
  storage.set(storageKeys.user, JSON.stringify(user));
  store.emit();
}

/** Keeps the stored user in step with the server (approval, company, profile changes). */
export function updateSessionUser(user: UserPublic): void {
  if (!getSession()) return;
  // Unchanged (the usual answer of /api/auth/me): no new session object, so nothing re-renders.
  // A store's update is rendered synchronously, and here that was the whole screen, again.
  const serialized = JSON.stringify(user);
  if (storage.get(storageKeys.user) === serialized) return;
  storage.set(storageKeys.user, serialized);
  store.emit();
}

/** Changing the password revokes earlier tokens: the new one replaces the old. */
export function updateSessionToken(token: string): void {
  if (!getSession()) return;
  storage.set(storageKeys.token, token);
  store.emit();
}

export function clearSession(): void {
  storage.remove(storageKeys.token);
  storage.remove(storageKeys.user);
  store.emit();
}

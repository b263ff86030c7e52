import type { AdminPublic } from '@vazife/contract';
import { createStorageStore } from './create-store';
import { storage, storageKeys } from './storage';

export interface AdminSession {
  token: string;
  admin: AdminPublic;
}

function readAdminSession(): AdminSession | null {
  const token = storage.get(storageKeys.adminToken);
  const raw = storage.get(storageKeys.admin);
  if (!token || !raw) return null;
  try {
    const admin = JSON.parse(raw) as AdminPublic;
    return admin && typeof admin.username === 'string' ? { token, admin } : null;
  } catch {
    return null;
  }
}

const store = createStorageStore([storageKeys.adminToken, storageKeys.admin], readAdminSession);

export const getAdminSession = store.get;
export const useAdminSession = store.useStore;

export function setAdminSession(token: string, admin: AdminPublic): void {
  storage.set(storageKeys.adminToken, token);
  storage.set(storageKeys.admin, JSON.stringify(admin));
  store.emit();
}

export function clearAdminSession(): void {
  storage.remove(storageKeys.adminToken);
  storage.remove(storageKeys.admin);
  store.emit();
}

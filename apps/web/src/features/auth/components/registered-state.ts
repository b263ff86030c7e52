import { roles, type Role } from '@vazife/contract';

/** What /register hands to /login in the router state once the account exists. */
export interface Registered {
  email: string;
  role: Role;
}

export function registeredState(registered: Registered) {
  return { registered };
}

/** The hand-off from the router state, or null (a reload or a typed URL carries none). */
export function readRegistered(state: unknown): Registered | null {
  if (!state || typeof state !== 'object' || !('registered' in state)) return null;
  const value = (state as { registered: unknown }).registered;
  if (!value || typeof value !== 'object') return null;
  const { email, role } = value as Record<string, unknown>;
  if (typeof email !== 'string' || !(roles as readonly unknown[]).includes(role)) return null;
  return { email, role: role as Role };
}

import { roles, type Role } from '@vazife/contract';

/** What /register hands to /login once the account exists: the sign-in form is filled with it. */
export interface Registered {
  email: string;
  role: Role;
}

// /register and /login are separate page loads (the guest pages have no client-side router), so
// the hand-off travels in this tab's session storage, read once by the sign-in page.
const key = 'registered';

export function rememberRegistered(registered: Registered): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(registered));
  } catch {
    // Storage unavailable: the sign-in page opens without the notice.
  }
}

/** The hand-off, or null (none waiting, storage unavailable or not ours). */
export function readRegistered(): Registered | null {
  try {
    return parseRegistered(window.sessionStorage.getItem(key));
  } catch {
    return null;
  }
}

/** Once shown: a reload of /login is a plain sign-in page again. */
export function forgetRegistered(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to forget
  }
}

export function parseRegistered(raw: string | null): Registered | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { email, role } = value as Record<string, unknown>;
  if (typeof email !== 'string' || !(roles as readonly unknown[]).includes(role)) return null;
  return { email, role: role as Role };
}

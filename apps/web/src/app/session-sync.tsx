import { useMeSync } from '../lib/current-user';

/** Re-reads the signed-in user on load and on focus, so that approval or removal shows at once. */
export function SessionSync() {
  useMeSync();
  return null;
}

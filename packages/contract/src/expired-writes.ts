/** A write call as the API document names it: its method and its path, ids as `{id}`. */
export type WriteCall = `${'POST' | 'PUT' | 'DELETE'} /api/${string}`;

/**
 * The writes a company whose subscription has ended may still make: signing out (one device or
 * all), a person's password, marking notifications, messages and announcements read, and buying a
 * subscription. The server marks exactly these routes `whileExpired` and answers every other write
 * 402 (apps/server/src/platform/auth.ts; the API document's test holds the marks to this list);
 * the web disables every other write's control (apps/web/src/lib/write-access.ts).
 */
export const writesWhileExpired = [
  'POST /api/auth/logout',
  'POST /api/auth/logout-all',
  'POST /api/user/change-password',
  'POST /api/notifications/mark-read',
  'POST /api/messages/mark-read',
  'POST /api/announcements/{id}/read',
  'POST /api/subscriptions/purchase',
  'POST /api/subscriptions/purchase-with-paytr',
] as const satisfies readonly WriteCall[];

/** Whether an ended subscription still lets the company make this call. */
export function allowedWhileExpired(call: WriteCall): boolean {
  return (writesWhileExpired as readonly string[]).includes(call);
}

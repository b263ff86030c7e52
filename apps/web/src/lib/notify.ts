import type { NotificationData } from '@mantine/notifications';
import { limits } from '@vazife/contract';

/*
 * Mantine's toasts (their store, the container's transitions: some 60 kB before compression) are
 * fetched with the first toast rather than with every screen that may raise one, the dashboard's
 * first screen among them. The container (app/providers.tsx) takes the same module.
 */
function show(data: NotificationData): void {
  void import('@mantine/notifications').then(
    ({ notifications }) => notifications.show(data),
    // Offline or after a new deployment: the toast is lost, the action itself is done.
    () => undefined,
  );
}

/** Success messages vanish after 3 seconds (contract `limits.successMessageMs`). */
export function notifySuccess(message: string): void {
  show({ color: 'green', message, autoClose: limits.successMessageMs, withBorder: true });
}

export function notifyError(message: string): void {
  show({ color: 'red', message, autoClose: 6000, withBorder: true });
}

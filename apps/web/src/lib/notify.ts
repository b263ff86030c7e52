import { notifications } from '@mantine/notifications';
import { limits } from '@vazife/contract';

/** Success messages vanish after 3 seconds (contract `limits.successMessageMs`). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: limits.successMessageMs, withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 6000, withBorder: true });
}

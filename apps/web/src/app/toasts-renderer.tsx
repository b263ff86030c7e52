// Mantine's toasts with their styles, in the chunk app/after-first-screen.tsx fetches once the first screen is in.
import '@mantine/notifications/styles.css';
import './toasts.css';
import { Notifications } from '@mantine/notifications';
import { useIsPhone } from '../lib/use-is-phone';

/**
 * Where the toasts show. On a wide screen, the top right corner. On a phone they rise from the
 * bottom, above the dashboard's bottom bar (styles.css, `.vazife-toasts`): at the top they lay
 * over a dialog's title and its close button, which a phone's dialog has nowhere else.
 */
export function Toasts() {
  const phone = useIsPhone();
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      zIndex={1000}
      className="vazife-toasts"
      containerWidth={phone ? 'calc(100% - 2 * var(--mantine-spacing-md))' : undefined}
    />
  );
}

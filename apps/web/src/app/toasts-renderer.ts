// Mantine's toasts with their styles, in the chunk app/after-first-screen.tsx fetches once the first screen is in.
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';

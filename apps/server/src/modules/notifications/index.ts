import { defineModule } from '../../platform/module.js';
import { notificationsRoutes } from './notifications.routes.js';

/** The bell: one's own notifications, their unread count, marking them read. */
export const notificationsModule = defineModule({ name: 'notifications', routes: notificationsRoutes });

// What other modules use of notifications: writing them, in a transaction or after one, and
// telling the recipients' streams.
export { notificationTexts } from './notification-texts.js';
export {
  createNotifications,
  notify,
  publishCreated,
  publishResolved,
  resolveNotifications,
  type CreatedNotification,
  type NotificationContent,
  type NotifyDeps,
  type Recipients,
} from './notifications.service.js';

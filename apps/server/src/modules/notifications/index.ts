// What other modules use of notifications (the app registers notifications.plugin.ts).
export { notifyJoinRequest } from './join-notifications.js';
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

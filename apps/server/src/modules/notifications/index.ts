import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { notificationsRoutes } from './notifications.routes.js';
import type { NotificationsDeps } from './notifications.service.js';

/** The bell: one's own notifications, their unread count, marking them read. */
const notificationsPlugin: FastifyPluginAsync = async (app) => {
  const deps: NotificationsDeps = { db: app.deps.database.db, bus: app.deps.bus };
  await app.register(notificationsRoutes(deps));
};

export const notificationsModule = defineModule({ name: 'notifications', routes: notificationsPlugin });

// What other modules use of notifications: writing and settling them in the caller's transaction,
// and telling the recipients' streams after its commit.
export { notificationTexts } from './notification.texts.js';
export {
  createNotifications,
  notificationColumns,
  publishCreated,
  publishCreatedForRoles,
  publishResolved,
  publishResolvedForRoles,
  removeNotifications,
  resolveNotifications,
  type CreatedNotification,
  type NotificationContent,
  type Recipients,
} from './notifications.service.js';

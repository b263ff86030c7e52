// What other modules and the app use of notifications.
import type { FastifyPluginAsync } from 'fastify';
import { startReminderLoop, type ReminderLoop } from './notifications.scheduler.js';
import { notificationsRoutes } from './notifications.routes.js';

export { notifyJoinRequest } from './join-notifications.js';
export { notificationTexts } from './notification-texts.js';
export {
  createNotifications,
  notify,
  publishCreated,
  type CreatedNotification,
  type NotificationContent,
  type NotifyDeps,
  type Recipients,
} from './notifications.service.js';
export { runReminders } from './notifications.scheduler.js';

const defaultReminderIntervalMs = 60_000;

/** The bell's routes, and the deadline reminders from the moment the app is ready until it closes. */
export const notificationsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(notificationsRoutes);
  const intervalMs = app.deps.config.reminderIntervalMs ?? defaultReminderIntervalMs;
  if (intervalMs <= 0) return;
  let loop: ReminderLoop | undefined;
  const deps = { db: app.deps.database.db, dialect: app.deps.database.dialect.name, bus: app.deps.bus };
  app.addHook('onReady', async () => {
    loop = startReminderLoop(deps, intervalMs, (error) => app.log.error({ err: error }, 'deadline reminders failed'));
  });
  app.addHook('onClose', async () => {
    await loop?.stop();
  });
};

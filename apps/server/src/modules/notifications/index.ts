// What other modules and the app use of notifications.
import type { FastifyPluginAsync } from 'fastify';
import { reminderJob } from './deadline-reminders.js';
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

const defaultReminderIntervalMs = 60_000;

/** The bell's routes, and its deadline reminders as a job of the app's runner (platform/jobs.ts). */
export const notificationsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(notificationsRoutes);
  const intervalMs = app.deps.config.reminderIntervalMs ?? defaultReminderIntervalMs;
  app.jobs.register(reminderJob({ bus: app.deps.bus }, intervalMs));
};

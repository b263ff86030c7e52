import type { FastifyPluginAsync } from 'fastify';
import { reminderJob } from './deadline-reminders.js';
import { notificationsRoutes } from './notifications.routes.js';

const defaultReminderIntervalMs = 60_000;

/**
 * The bell's routes, and its deadline reminders as a job of the app's runner (platform/jobs.ts).
 * Not in index.ts: the reminders read the tasks module's conditions, and the tasks module uses
 * index.ts, so the plugin is the app's own entry to this module.
 */
export const notificationsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(notificationsRoutes);
  const intervalMs = app.deps.config.reminderIntervalMs ?? defaultReminderIntervalMs;
  app.jobs.register(reminderJob({ bus: app.deps.bus }, intervalMs));
};

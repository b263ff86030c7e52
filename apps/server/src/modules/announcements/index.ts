import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { registerAnnouncementFileRule } from './announcement-files.service.js';
import { announcementsRoutes } from './announcements.routes.js';
import type { AnnouncementsDeps } from './announcements.service.js';

/** Its routes, and the read rule of its files. */
const announcementsPlugin: FastifyPluginAsync = async (app) => {
  const deps: AnnouncementsDeps = {
    db: app.deps.database.db,
    files: app.files,
    grants: app.deps.grants,
    bus: app.deps.bus,
  };
  registerAnnouncementFileRule(app.files, deps.db);
  await app.register(announcementsRoutes(deps));
};

/** Announcements: the company-wide notices, their attachments, who read them, and the news of them. */
export const announcementsModule = defineModule({ name: 'announcements', routes: announcementsPlugin });

// What the demo writes its announcements and their readings with.
export { announcementsSeed, type SeedAttachment } from './announcements-seed.service.js';

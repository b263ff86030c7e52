import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { adminRoutes } from './admin.routes.js';
import type { AdminDeps } from './admin.service.js';

/** The platform operator's sign-in and console (its figures read across companies). */
const adminPlugin: FastifyPluginAsync = async (app) => {
  const deps: AdminDeps = { db: app.deps.database.db, tokens: app.deps.tokens, bus: app.deps.bus };
  await app.register(adminRoutes(deps));
};

export const adminModule = defineModule({ name: 'admin', routes: adminPlugin });

// What `npm run admin` uses: the operator's account.
export { createOrResetAdmin, randomPassword } from './admin.service.js';

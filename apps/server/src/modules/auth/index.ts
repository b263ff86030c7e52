import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { authRoutes } from './auth.routes.js';
import type { AuthDeps } from './auth.service.js';

/** Registration, sign-in and out, the signed-in person, their profile and password. */
const authPlugin: FastifyPluginAsync = async (app) => {
  const deps: AuthDeps = { db: app.deps.database.db, tokens: app.deps.tokens, bus: app.deps.bus };
  await app.register(authRoutes(deps));
};

export const authModule = defineModule({ name: 'auth', routes: authPlugin });

// How an e-mail address is compared (the demo's people are found by it).
export { emailKey } from './users.repo.js';

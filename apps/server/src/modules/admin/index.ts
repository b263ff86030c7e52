import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { adminRoutes } from './admin.routes.js';
import type { AdminDeps } from './admin.service.js';
import { twoFactorRoutes } from './two-factor/two-factor.routes.js';
import type { TwoFactorDeps } from './two-factor/two-factor.service.js';

/** The platform operator's sign-in and console (its figures read across companies). */
const adminPlugin: FastifyPluginAsync = async (app) => {
  const deps: AdminDeps = { db: app.deps.database.db, tokens: app.deps.tokens, bus: app.deps.bus };
  await app.register(adminRoutes(deps));
  const twoFactorDeps: TwoFactorDeps = { db: deps.db, tokens: deps.tokens, secretBox: app.deps.secretBox };
  await app.register(twoFactorRoutes(twoFactorDeps));
};

export const adminModule = defineModule({ name: 'admin', routes: adminPlugin });

// What `npm run admin` uses: the operator's account.
export { createOrResetAdmin, randomPassword } from './admin.service.js';
export { turnOffTwoFactor } from './two-factor/two-factor.service.js';

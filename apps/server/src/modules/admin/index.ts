import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { adminRoutes } from './admin.routes.js';
import type { AdminDeps } from './admin.service.js';
import { companiesRoutes } from './companies/companies.routes.js';
import type { ConsoleDeps } from './console-deps.js';
import { forgetFirstPassword } from './first-password.service.js';
import { revenueRoutes } from './revenue/revenue.routes.js';
import { twoFactorRoutes } from './two-factor/two-factor.routes.js';
import type { TwoFactorDeps } from './two-factor/two-factor.service.js';

/** The platform operator's sign-in and console (its figures read across companies). */
const adminPlugin: FastifyPluginAsync = async (app) => {
  const deps: AdminDeps = {
    db: app.deps.database.db,
    tokens: app.deps.tokens,
    bus: app.deps.bus,
    // A sign-in never fails for the file: at worst it stays, and the next start still names it.
    onSignIn: (username) =>
      forgetFirstPassword(app.deps.config.dataDir, username).catch((err: unknown) =>
        app.log.warn({ err }, 'first operator password file not removed'),
      ),
  };
  await app.register(adminRoutes(deps));
  const consoleDeps: ConsoleDeps = {
    db: app.deps.database.db,
    dialect: app.deps.database.dialect.name,
    bus: app.deps.bus,
    files: app.files,
    log: app.log,
  };
  await app.register(companiesRoutes(consoleDeps));
  await app.register(revenueRoutes(consoleDeps));
  const twoFactorDeps: TwoFactorDeps = { db: deps.db, tokens: deps.tokens, secretBox: app.deps.secretBox };
  await app.register(twoFactorRoutes(twoFactorDeps));
};

export const adminModule = defineModule({ name: 'admin', routes: adminPlugin });

// What `npm run admin` uses: the operator's account.
export { createOrResetAdmin, randomPassword } from './admin.service.js';
export { forgetFirstPassword } from './first-password.service.js';
export { turnOffTwoFactor } from './two-factor/two-factor.service.js';

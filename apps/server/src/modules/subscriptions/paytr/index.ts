import type { FastifyPluginAsync } from 'fastify';
import { SecretBox } from '../../../platform/secrets.js';
import type { PaytrDeps } from './paytr-deps.js';
import { paytrSettingsRoutes } from './paytr-settings.routes.js';
import { paytrNotificationRoutes, paytrPurchaseRoutes } from './paytr.routes.js';

export { reconciliationJob } from './payment-reconciliation.js';

/** Card payments through PayTR: the employer's purchase, PayTR's notification, the operator's settings. */
export const paytrPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const deps: PaytrDeps = {
    db: app.deps.database.db,
    bus: app.deps.bus,
    secrets: new SecretBox(config.secretsKey ?? config.jwtSecret),
    baseUrl: (config.paytrBaseUrl ?? 'https://www.paytr.com').replace(/\/+$/, ''),
    publicUrl: config.publicUrl,
    log: app.log,
  };
  await app.register(paytrPurchaseRoutes(deps));
  await app.register(paytrNotificationRoutes(deps));
  await app.register(paytrSettingsRoutes(deps));
};

import type { FastifyPluginAsync } from 'fastify';
import type { PaytrDeps } from './paytr-deps.js';
import { paytrSettingsRoutes } from './paytr-settings.routes.js';
import { paytrNotificationRoutes, paytrPurchaseRoutes } from './paytr.routes.js';

export { reconciliationJob } from './payment-reconciliation.job.js';

/** Card payments through PayTR: the employer's purchase, PayTR's notification, the operator's settings. */
export const paytrPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const deps: PaytrDeps = {
    db: app.deps.database.db,
    bus: app.deps.bus,
    secrets: app.deps.secretBox,
    baseUrl: (config.paytrBaseUrl ?? 'https://www.paytr.com').replace(/\/+$/, ''),
    publicUrl: config.publicUrl,
    log: app.log,
    openPaymentsCap: config.pendingCardPayments,
  };
  await app.register(paytrPurchaseRoutes(deps));
  await app.register(paytrNotificationRoutes(deps));
  await app.register(paytrSettingsRoutes(deps));
};

import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { operatorInvoiceRoutes } from './operator-invoice.routes.js';
import { operatorRoutes } from './operator.routes.js';
import { paytrPlugin, reconciliationJob } from './paytr/index.js';
import { expiryJob } from './subscription-expiry.job.js';
import { subscriptionsRoutes } from './subscriptions.routes.js';
import { readableInvoice, type SubscriptionsDeps } from './subscriptions.service.js';

/** When the configuration gives no interval (tests that build their own configuration). */
const defaultExpiryIntervalMs = 300_000;
const defaultReconcileIntervalMs = 600_000;

/** The employer's and the operator's routes, and the read rule of the invoices. */
const subscriptionsPlugin: FastifyPluginAsync = async (app) => {
  const deps: SubscriptionsDeps = {
    db: app.deps.database.db,
    files: app.files,
    grants: app.deps.grants,
    bus: app.deps.bus,
  };
  app.files.allowRead('invoices', (ctx, key) => readableInvoice(deps.db, ctx, key));
  await app.register(subscriptionsRoutes(deps));
  await app.register(operatorRoutes(deps));
  await app.register(operatorInvoiceRoutes(deps));
  await app.register(paytrPlugin);
};

/**
 * Subscriptions: the plans, bank accounts and purchases, card payments through PayTR (paytr/,
 * docs/card-payments.md), the job that stores ended subscriptions as expired
 * (docs/product-rules.md#subscriptions-and-suspension) and the one that closes abandoned card payments.
 */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: subscriptionsPlugin,
  jobs: ({ config }) => [
    expiryJob(config.subscriptionExpiryIntervalMs ?? defaultExpiryIntervalMs),
    reconciliationJob(config.paymentReconcileIntervalMs ?? defaultReconcileIntervalMs),
  ],
});

/** Queued lower plans follow the end the operator sets by hand (the console's company edit). */
export { queueAfterEdit } from './plan-change.service.js';
/** A new purchase's row, its empty fields filled in (the tests' factories write theirs with it). */
export { newPurchaseRow, type NewPurchase } from './subscriptions.mapper.js';
/** What the demo writes its plans, bank account and purchases with. */
export { subscriptionsSeed } from './subscriptions-seed.service.js';
/** What the demo stores its PayTR settings with. */
export { storePaytrSettings } from './paytr/paytr-seed.service.js';

import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { expiryJob } from './subscription-expiry.js';

/** When the configuration gives no interval (tests that build their own configuration). */
const defaultExpiryIntervalMs = 300_000;

const subscriptionsPlugin: FastifyPluginAsync = async () => {};

/**
 * Subscriptions: the plans, bank accounts and purchases, and the job that stores ended
 * subscriptions as expired (docs/product-rules.md#subscriptions).
 */
export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: subscriptionsPlugin,
  jobs: ({ config }) => [expiryJob(config.subscriptionExpiryIntervalMs ?? defaultExpiryIntervalMs)],
});

import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.js';
import type { LiveBus } from '../../../platform/live-bus.js';
import type { SecretBox } from '../../../platform/secret-box.js';

/** What the card payment services work with (built in the module's index.ts). */
export interface PaytrDeps {
  db: Kysely<Database>;
  bus: LiveBus;
  /** Seals and opens the merchant key and salt (the app's box: platform/secret-box.ts). */
  secrets: SecretBox;
  /** PayTR's address (config PAYTR_BASE_URL), without a trailing slash. */
  baseUrl: string;
  /** The app's public address (config PUBLIC_URL), where PayTR sends the browser back. */
  publicUrl: string | undefined;
  /** Where refused notifications and PayTR's refusals are written; never a key or a salt. */
  log: FastifyBaseLogger;
  /** Card payments of one company that may wait on an open payment page at once (PENDING_CARD_PAYMENTS). */
  openPaymentsCap: number;
}

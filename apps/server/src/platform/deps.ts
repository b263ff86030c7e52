import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { DownloadGrants } from './download-grants.js';
import type { LiveBus } from './live-bus.js';
import type { SecretBox } from './secret-box.js';
import type { Storage } from './storage.js';
import type { TokenService } from './tokens.js';
import type { BudgetStore } from './write-budget-store.js';

/** What the application is built from; tests and benchmarks build it with their own database. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenService;
  /** Derived from config (STORAGE) when not given. */
  storage?: Storage;
  grants?: DownloadGrants;
  /** The live layer's bus; in process unless given (main.ts gives the PostgreSQL one). */
  bus?: LiveBus;
  /** Encrypts secrets kept in the database; from config (secretsKey) when not given. */
  secretBox?: SecretBox;
  /** Where the write budgets are counted; this instance's memory unless given (write-budgets.ts). */
  budgets?: BudgetStore;
}

export type AppServices = Required<AppDeps>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppServices;
  }
}

/**
 * A logger that writes nothing, for a deps bag built outside an app (the benchmarks): a bag's
 * `log` is the app's logger (`app.log`), levelled and structured (docs/architecture.md).
 */
export const quietLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => quietLog,
};

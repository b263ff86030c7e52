import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { UrlSigner } from './signed-urls.js';
import type { Storage } from './storage.js';
import type { TokenService } from './tokens.js';

/** What the application is built from; tests and benchmarks build it with their own database. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenService;
  /** Derived from config when not given. */
  storage?: Storage;
  signer?: UrlSigner;
}

export type AppServices = Required<AppDeps>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppServices;
  }
}

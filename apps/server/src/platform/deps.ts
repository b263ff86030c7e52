import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { TokenService } from './tokens.js';

/** What the application is built from; tests build it with their own database. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenService;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

import type { TokenService } from '../../apps/server/src/platform/tokens.js';
import type { Db } from '../lib/seed.js';

export interface HttpTarget {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

/**
 * One load scenario. The seed is plain data: it is handed to the child processes over IPC.
 * `request` is what autocannon sends; `operation` is the same work without HTTP.
 */
export interface Scenario<Seed> {
  name: string;
  description: string;
  seed(db: Db): Promise<Seed>;
  request(seed: Seed, tokens: TokenService): Promise<HttpTarget>;
  /** Checks one answer before the run, so that a benchmark of errors is never reported; a problem or undefined. */
  checkBody(status: number, body: unknown, seed: Seed): string | undefined;
  /** One call of the no-HTTP loop; checkResult as above for its first answer. */
  operation(db: Db, seed: Seed): () => Promise<unknown>;
  checkResult(result: unknown, seed: Seed): string | undefined;
}

/** A scenario with its seed type erased, so that scenarios of different seeds share one registry. */
export interface AnyScenario {
  name: string;
  description: string;
  seed(db: Db): Promise<unknown>;
  request(seed: unknown, tokens: TokenService): Promise<HttpTarget>;
  checkBody(status: number, body: unknown, seed: unknown): string | undefined;
  operation(db: Db, seed: unknown): () => Promise<unknown>;
  checkResult(result: unknown, seed: unknown): string | undefined;
}

/** The seed comes back from `seed` (or over IPC from it): the casts below trust that round trip. */
export function defineScenario<Seed>(s: Scenario<Seed>): AnyScenario {
  return {
    name: s.name,
    description: s.description,
    seed: (db) => s.seed(db),
    request: (seed, tokens) => s.request(seed as Seed, tokens),
    checkBody: (status, body, seed) => s.checkBody(status, body, seed as Seed),
    operation: (db, seed) => s.operation(db, seed as Seed),
    checkResult: (result, seed) => s.checkResult(result, seed as Seed),
  };
}

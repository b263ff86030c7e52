import type { TokenService } from '../../apps/server/src/platform/tokens.js';
import type { Db } from '../lib/seed.js';
import type { DatabaseLocation, ScenarioOptions } from '../lib/types.js';

export interface HttpTarget {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

/** What a scenario's seed gets: the app's database handle, where the database lives (for bulk writers), the options. */
export interface SeedTarget {
  db: Db;
  location: DatabaseLocation;
  options: ScenarioOptions;
  log(line: string): void;
}

/** What an operation of the no-HTTP loop gets: the child's database handle and where the database lives. */
export interface OperationTarget {
  db: Db;
  location: DatabaseLocation;
}

/**
 * One measured caller of a scenario: `request` is what autocannon sends; `operation` is the same
 * work without HTTP. Every caller of a scenario is measured on the same seeded database.
 */
export interface Caller<Seed> {
  name: string;
  request(seed: Seed, tokens: TokenService): Promise<HttpTarget>;
  /** Checks one answer before the run, so that a benchmark of errors is never reported; a problem or undefined. */
  checkBody(status: number, body: unknown, seed: Seed): string | undefined;
  /** One call of the no-HTTP loop; checkResult as above for its first answer. */
  operation(target: OperationTarget, seed: Seed): () => Promise<unknown>;
  checkResult(result: unknown, seed: Seed): string | undefined;
}

/** One load scenario. The seed is plain data: it is handed to the child processes over IPC. */
export interface Scenario<Seed> {
  name: string;
  describe(options: ScenarioOptions): string;
  seed(target: SeedTarget): Promise<Seed>;
  callers: readonly Caller<Seed>[];
}

export type AnyCaller = Caller<unknown>;

/** A scenario with its seed type erased, so that scenarios of different seeds share one registry. */
export interface AnyScenario {
  name: string;
  describe(options: ScenarioOptions): string;
  seed(target: SeedTarget): Promise<unknown>;
  callers: readonly AnyCaller[];
}

/** The seed comes back from `seed` (or over IPC from it): the casts below trust that round trip. */
export function defineScenario<Seed>(s: Scenario<Seed>): AnyScenario {
  return {
    name: s.name,
    describe: (options) => s.describe(options),
    seed: (target) => s.seed(target),
    callers: s.callers.map((c): AnyCaller => ({
      name: c.name,
      request: (seed, tokens) => c.request(seed as Seed, tokens),
      checkBody: (status, body, seed) => c.checkBody(status, body, seed as Seed),
      operation: (target, seed) => c.operation(target, seed as Seed),
      checkResult: (result, seed) => c.checkResult(result, seed as Seed),
    })),
  };
}

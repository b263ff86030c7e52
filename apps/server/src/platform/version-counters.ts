import type { Database } from '../db/types.js';

/**
 * A number a module keeps in its own table and moves (by database triggers, so every server
 * instance and every writer moves it) on each write that an answer it keeps could show. A kept
 * answer is served again only at the counter it was built at (platform/answer-cache.ts).
 *
 * A module registers its counter (`app.versionCounters.register`) when it is registered; the
 * actor lookup of every signed-in call then reads it along with the actor, so checking a kept
 * answer costs no query of its own, and the platform names no module's table.
 */
export interface VersionCounter {
  /** Its key in `ctx.versions`. */
  name: string;
  table: keyof Database & string;
  column: string;
  /** One row per company (`company_id`) or per person (`user_id`): the actor's is read. */
  keyedBy: 'company_id' | 'user_id';
  /** While there is no row yet. */
  fallback: string;
}

/** The counters the app's modules registered, read by the actor lookup (platform/auth.ts). */
export class VersionCounters {
  readonly #counters: VersionCounter[] = [];
  #sealed = false;

  register(counter: VersionCounter): void {
    if (this.#sealed) throw new Error(`${counter.name}: counters are registered before the first request`);
    if (this.#counters.some((c) => c.name === counter.name)) throw new Error(`${counter.name}: registered twice`);
    this.#counters.push(counter);
  }

  /** Every counter, once the app is built: no counter can be registered after this. */
  sealed(): readonly VersionCounter[] {
    this.#sealed = true;
    return this.#counters;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    versionCounters: VersionCounters;
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when no request is being served, or after `timeoutMs`. */
    drained(timeoutMs: number): Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * A response that stays open until the server or the client ends it (the live events stream):
     * not counted, since shutdown ends it itself (preClose) and an aborted one never reaches
     * onResponse.
     */
    longLived?: boolean;
  }
}

/**
 * Counts requests being served, so that shutdown closes the database only after they finish: a
 * request whose client left keeps running, and must not meet a destroyed pool.
 */
export const inFlightPlugin = fp(async (app: FastifyInstance) => {
  let active = 0;
  const waiters = new Set<() => void>();
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.longLived) active += 1;
  });
  app.addHook('onResponse', async (request) => {
    if (request.routeOptions.config.longLived) return;
    active -= 1;
    if (active === 0) for (const wake of waiters) wake();
  });
  app.decorate('drained', (timeoutMs: number) => {
    if (active === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      waiters.add(done);
    });
  });
});

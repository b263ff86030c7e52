import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineModule, type ModuleOptions } from '../../platform/module.js';
import { eventsRoutes } from './events.routes.js';
import type { LiveHub } from './live-hub.service.js';
import { createLiveHub, type LiveDeps } from './live.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The streams of this instance (tests and the benchmark read how many are open). */
    liveHub: LiveHub;
  }
}

/** The streams' hub, which the app shows as `app.liveHub`, and the routes that open streams. */
const livePlugin = fp(async (app: FastifyInstance, options: ModuleOptions) => {
  const deps: LiveDeps = { hub: createLiveHub(app.deps.database.db), bus: app.deps.bus, tokens: app.deps.tokens };
  app.decorate('liveHub', deps.hub);
  await app.register(eventsRoutes(deps), options);
});

/** The live events stream, `GET /api/events` (the bus itself is platform/live-bus.ts). Last in the list. */
export const liveModule = defineModule({ name: 'live', routes: livePlugin });

import { defineModule } from '../../platform/module.js';
import { eventsRoutes } from './events.routes.js';

/** The live events stream, `GET /api/events` (the bus itself is platform/live-bus.ts). Last in the list. */
export const liveModule = defineModule({ name: 'live', routes: eventsRoutes });

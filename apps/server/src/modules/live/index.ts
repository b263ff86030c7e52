// What the app uses of the live layer: the events route (the bus itself is platform/live-bus.ts).
export { eventsRoutes, type EventsOptions } from './events.routes.js';

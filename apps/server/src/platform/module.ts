import type { FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { AppServices } from './deps.js';
import type { Job } from './jobs.js';

/** What the app hands every module's plugin: settings that tests shorten. */
export interface ModuleOptions {
  /** How often live streams get a heartbeat (contract `liveHeartbeatMs` unless given). */
  liveHeartbeatMs?: number;
  /** How long a reader's read receipts are gathered into one event (messaging; 200 ms unless given): tests set 0. */
  readReceiptWindowMs?: number;
}

/** A module's plugin, in the type provider the app's routes declare (zod) or in the default one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- either type provider is taken
type ModulePlugin = FastifyPluginAsync<ModuleOptions, RawServerDefault, any>;

/**
 * A module as the app registers it: the one export of its `modules/<name>/index.ts` that `app.ts`
 * lists. Everything a module adds to the app comes through here, so that adding a module is one
 * line in that list.
 */
export interface AppModule {
  /** The module's folder name, for people reading the list. */
  readonly name: string;
  /** Its routes (and whatever it decorates the app with), registered in the list's order. */
  readonly routes: ModulePlugin;
  /** Its periodic jobs, handed to the platform's job runner (platform/jobs.ts) after its routes. */
  readonly jobs?: (deps: AppServices) => readonly Job[];
}

/** Declares a module's registration (a typed identity: the checks are the compiler's). */
export function defineModule(module: AppModule): AppModule {
  return module;
}

/** Registers each module in order: its routes, then its jobs. */
export async function registerModules(
  app: FastifyInstance,
  modules: readonly AppModule[],
  options: ModuleOptions,
): Promise<void> {
  for (const module of modules) {
    await app.register(module.routes, options);
    for (const job of module.jobs?.(app.deps) ?? []) app.jobs.register(job);
  }
}

import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminModule } from './modules/admin/index.js';
import { auditModule } from './modules/audit/index.js';
import { announcementsModule } from './modules/announcements/index.js';
import { analyticsModule } from './modules/analytics/index.js';
import { authModule } from './modules/auth/index.js';
import { companiesModule } from './modules/companies/index.js';
import { dashboardModule } from './modules/dashboard/index.js';
import { employeesModule } from './modules/employees/index.js';
import { filesModule } from './modules/files/index.js';
import { liveModule } from './modules/live/index.js';
import { messagingModule } from './modules/messaging/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { platformSettingsModule, showsDefaultBrand } from './modules/platform-settings/index.js';
import { reportsModule } from './modules/reports/index.js';
import { searchModule } from './modules/search/index.js';
import { subscriptionsModule } from './modules/subscriptions/index.js';
import { tasksModule } from './modules/tasks/index.js';
import { apiDocsPlugin } from './platform/api-docs.js';
import { authPlugin } from './platform/auth.js';
import { bodyParsersPlugin } from './platform/body-parsers.js';
import type { AppDeps, AppServices } from './platform/deps.js';
import { DownloadGrants } from './platform/download-grants.js';
import { InProcessBus } from './platform/live-bus.js';
import { createStorage } from './platform/create-storage.js';
import { answerFrameworkError, errorHandler } from './platform/errors.js';
import { inFlightPlugin } from './platform/in-flight.js';
import { jobsPlugin } from './platform/jobs.js';
import { registerModules, type AppModule, type ModuleOptions } from './platform/module.js';
import { jsonBodyLimit, requestLimitsPlugin, serverTimeoutOptions } from './platform/request-limits.js';
import { secretBoxOf } from './platform/secret-box.js';
import { securityPlugin } from './platform/security.js';
import { webAppPlugin } from './platform/web-app.js';
import { MemoryBudgetStore } from './platform/write-budget-store.js';
import { writeBudgetsPlugin } from './platform/write-budgets.js';

/**
 * The modules, each through its `index.ts`, in the order they are registered: files first (the
 * others store their files through it), the live stream last.
 */
export const appModules: readonly AppModule[] = [
  filesModule,
  platformSettingsModule,
  authModule,
  companiesModule,
  employeesModule,
  dashboardModule,
  tasksModule,
  analyticsModule,
  messagingModule,
  reportsModule,
  announcementsModule,
  searchModule,
  notificationsModule,
  auditModule,
  adminModule,
  subscriptionsModule,
  liveModule,
];

export interface BuildOptions extends ModuleOptions {
  logger?: boolean;
  /** Where the log goes (standard output unless given): tests read it. */
  logStream?: { write(line: string): void };
  /** How often live streams get a heartbeat (contract `liveHeartbeatMs` unless given): tests shorten it. */
  liveHeartbeatMs?: number;
  /** How long a reader's read receipts are gathered into one event (200 ms unless given): tests set 0. */
  readReceiptWindowMs?: number;
}

/** The whole application: the platform's plugins first, then the modules of `appModules`. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            redact: ['req.headers.authorization'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // LOG_FORMAT=pretty (a terminal): no line per request, so that what the server printed last
    // stays in view (main.ts); errors are still logged (platform/errors.ts).
    logController: new LogController({ disableRequestLogging: deps.config.logFormat === 'pretty' }),
    genReqId: (req) =>
      typeof req.headers['x-request-id'] === 'string' && req.headers['x-request-id'].length <= 64
        ? req.headers['x-request-id']
        : randomUUID(),
    requestIdHeader: false,
    bodyLimit: jsonBodyLimit,
    // A long path segment reaches the route, so that a stranger gets 401 and a signed-in caller a
    // Turkish 422 instead of the router's English 414; Node's header limit (16 kB) still bounds it.
    routerOptions: { maxParamLength: 16_384 },
    frameworkErrors: answerFrameworkError,
    trustProxy: deps.config.trustProxy,
    ...serverTimeoutOptions(deps.config),
  }).withTypeProvider<ZodTypeProvider>();

  // A call sent without a body is checked as an empty form: the answer then names each missing
  // field instead of saying that an object was expected.
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return route.httpPart === 'body' ? (body: unknown) => validate(body ?? {}) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  const services: AppServices = {
    ...deps,
    storage: deps.storage ?? createStorage(deps.config.storage, deps.config.dataDir),
    grants: deps.grants ?? new DownloadGrants(deps.config.jwtSecret),
    bus: deps.bus ?? new InProcessBus(),
    secretBox: deps.secretBox ?? secretBoxOf(deps.config),
    budgets: deps.budgets ?? new MemoryBudgetStore(),
  };
  app.decorate('deps', services);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(inFlightPlugin);
  await app.register(requestLimitsPlugin, {
    bodyTimeoutMs: deps.config.bodyTimeoutMs,
    uploadMinBytesPerSecond: deps.config.uploadMinBytesPerSecond,
    uploadRateWindowMs: deps.config.uploadRateWindowMs,
  });
  await app.register(errorHandler);
  await app.register(securityPlugin);
  await app.register(bodyParsersPlugin, { tmpDir: services.storage.tmpDir });
  await app.register(apiDocsPlugin);
  await app.register(jobsPlugin);
  await app.register(authPlugin);
  // After the body parsers: it counts a call's files once the multipart parser has taken them in.
  await app.register(writeBudgetsPlugin);
  await registerModules(app, appModules, {
    liveHeartbeatMs: options.liveHeartbeatMs,
    readReceiptWindowMs: options.readReceiptWindowMs,
  });

  await app.register(webAppPlugin, {
    root: deps.config.webDist,
    loginShowsDefaults: () => showsDefaultBrand({ db: deps.database.db }),
  });
  return app;
}

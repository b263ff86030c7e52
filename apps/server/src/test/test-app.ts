import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import type { AppDeps } from '../platform/deps.js';
import { TokenService } from '../platform/tokens.js';
import { checkAnswersAgainstDocument } from './answer-check.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  tokens: TokenService;
  config: Config;
}

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    adminUsername: undefined,
    adminPassword: undefined,
    publicUrl: undefined,
    logLevel: 'silent',
    tokenTtlHours: 1,
    webDist: undefined,
    // Tests sign in often from one address; the rate-limit test builds its own app with a low limit.
    authRateLimit: 10_000,
    // Tests send many messages at once; the send limit's own test sets a low one.
    sendRateLimit: 10_000,
    // Tests write far more than a person: each budget's own test builds an app at scale 1.
    writeRateLimitScale: 10_000,
    writeRateLimits: {},
    pendingCardPayments: 10_000,
    trustProxy: false,
    // On, as in production: every list in the route tests goes through the cache's checks.
    taskListCacheMb: 8,
    messageListCacheMb: 8,
    storage: { driver: 'local' },
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 30_000,
    uploadTimeoutMs: 600_000,
    uploadMinBytesPerSecond: 1024,
    uploadRateWindowMs: 30_000,
    idleTimeoutMs: 72_000,
    // Off: a reminder pass in the background would add notifications under other tests; the
    // notifications tests run it themselves.
    reminderIntervalMs: 0,
    ...overrides,
  };
}

/**
 * Builds the app on a fresh database for one test file; closed and dropped after it. `services`
 * gives it pieces of its own (a budget store on a clock the test moves).
 */
export function useTestApp(overrides: Partial<Config> = {}, services: Pick<AppDeps, 'budgets'> = {}): TestApp {
  const ctx = {} as TestApp;
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    ctx.database = testDb.database;
    ctx.config = testConfig(testDb.dataDir, overrides);
    ctx.tokens = new TokenService(ctx.config.jwtSecret, ctx.config.tokenTtlHours);
    ctx.app = await buildApp(
      { config: ctx.config, database: ctx.database, tokens: ctx.tokens, ...services },
      { logger: false, readReceiptWindowMs: 0 },
    );
    await ctx.app.ready();
    checkAnswersAgainstDocument(ctx.app);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await testDb?.drop();
  });
  return ctx;
}

export interface Caller {
  token: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a signed-in person (or anonymously with undefined), like the web client would. */
export function injectAs(
  t: TestApp,
  who: Caller | undefined,
  method: Method,
  url: string,
  payload?: InjectOptions['payload'],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
  });
}

/** Url-encoded form body, as a form sends it. */
export function formBody(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

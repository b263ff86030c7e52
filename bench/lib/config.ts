import type { Config } from '../../apps/server/src/config.js';
import type { DatabaseLocation } from './types.js';

export type LogLevel = Config['logLevel'];

/** The server's Config for a benchmark: loopback only, API only (no web bundle), no auth rate limit in play. */
export function benchConfig(
  location: DatabaseLocation,
  jwtSecret: string,
  logLevel: LogLevel,
  taskListCacheMb = 64,
  messageListCacheMb = 64,
): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: location.dataDir,
    databaseUrl: location.databaseUrl,
    jwtSecret,
    adminUsername: undefined,
    adminPassword: undefined,
    publicUrl: undefined,
    logLevel,
    tokenTtlHours: 1,
    webDist: undefined,
    authRateLimit: 20,
    // The benchmark's senders and writers are many people's traffic from one process.
    sendRateLimit: 100_000,
    writeRateLimitScale: 100_000,
    writeRateLimits: {},
    pendingCardPayments: 100_000,
    storage: { driver: 'local' },
    trustProxy: false,
    taskListCacheMb,
    messageListCacheMb,
    headersTimeoutMs: 10_000,
    bodyTimeoutMs: 30_000,
    uploadTimeoutMs: 600_000,
    uploadMinBytesPerSecond: 1024,
    uploadRateWindowMs: 30_000,
    idleTimeoutMs: 72_000,
  };
}

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isCommonPassword, isOneRepeatedCharacter, type WriteBudgetName } from '@vazife/contract';
import { z } from 'zod';
import { checkStorageEnv, storageEnv, storageSettings, type StorageSettings } from './config-storage.js';
import { writeBudgetEnv } from './config-write-budgets.js';

const minSecretLength = 32;
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const logFormats = ['json', 'pretty'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  JWT_SECRET: z
    .string()
    .min(minSecretLength, { error: `JWT_SECRET must be at least ${minSecretLength} characters` })
    .optional(),
  SECRETS_KEY: z
    .string()
    .min(minSecretLength, { error: `SECRETS_KEY must be at least ${minSecretLength} characters` })
    .optional(),
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, { error: 'ADMIN_PASSWORD must be at least 8 characters' })
    .refine((v) => v.trim() !== '' && !isOneRepeatedCharacter(v) && !isCommonPassword(v), {
      error: 'ADMIN_PASSWORD is blank, one character repeated or one of the most common passwords; choose another',
    })
    .optional(),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be a full URL such as https://vazife.example.com' }).optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  LOG_FORMAT: z.enum(logFormats).optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  SEND_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  ...writeBudgetEnv,
  TASK_LIST_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  MESSAGE_LIST_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
  ...storageEnv,
  HEADERS_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(10),
  BODY_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(30),
  UPLOAD_TIMEOUT_S: z.coerce.number().int().min(1).max(86_400).default(600),
  UPLOAD_MIN_BYTES_PER_S: z.coerce.number().int().min(0).max(1_000_000_000).default(1024),
  UPLOAD_RATE_WINDOW_S: z.coerce.number().int().min(1).max(3600).default(30),
  IDLE_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(72),
  REMINDER_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(60),
  SUBSCRIPTION_EXPIRY_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  PAYTR_BASE_URL: z
    .url({ error: 'PAYTR_BASE_URL must be a full URL such as https://www.paytr.com' })
    .default('https://www.paytr.com'),
  PAYMENT_RECONCILE_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(600),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  /**
   * The key secrets stored in the database are encrypted with (platform/secret-box.ts): the
   * operators' two-factor secrets, PayTR's merchant key and salt. SECRETS_KEY, or generated once
   * into the data folder; several instances need the same one. Absent (tests, benchmarks), a key
   * derived from the JWT secret.
   */
  secretsKey?: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  /**
   * `json`: pino's lines, one per request received and one per answer (what a log collector
   * reads). `pretty`: a short line per message, no line per request (the terminal someone started
   * the server in, where the sign-in block must stay in view). Absent: json.
   */
  logFormat?: (typeof logFormats)[number];
  tokenTtlHours: number;
  /** Built web app to serve; undefined serves the API alone. */
  webDist: string | undefined;
  /** Attempts per minute per IP on sign-in and registration calls. */
  authRateLimit: number;
  /**
   * Messages (direct, group, bulk, with a file) one person may send in a row: that many within
   * as many seconds, then a 429 until the window ends. Counted per instance.
   */
  sendRateLimit: number;
  /**
   * Every other write budget (packages/contract/src/write-budgets.ts) multiplied by this: its
   * burst, and so its pace within the same window. Counted per instance.
   */
  writeRateLimitScale: number;
  /** Bursts set one by one (WRITE_RATE_LIMITS), before the scale. */
  writeRateLimits: Partial<Record<WriteBudgetName, number>>;
  /** Card payments of one company that may wait on an open PayTR payment page at once. */
  pendingCardPayments: number;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits, logs). */
  trustProxy: boolean;
  /** Memory for task list pages served again while unchanged; 0 builds every page. */
  taskListCacheMb: number;
  /** Memory for conversation lists and newest chat pages served again while unchanged; 0 builds each. */
  messageListCacheMb: number;
  /** Where stored files live: the data folder, or an S3-compatible bucket. */
  storage: StorageSettings;
  /**
   * Slow clients hold a connection each: headers must arrive within 10 s, a body without files
   * within 30 s, an upload (50 MB on a slow phone line) within 10 minutes; an idle connection
   * closes after 72 s (longer than the 60 s idle timeout of common load balancers), so a push
   * stream must send something, a comment line, more often than that.
   */
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  uploadTimeoutMs: number;
  idleTimeoutMs: number;
  /**
   * A multipart body (an upload) must keep coming at this many bytes a second on average over
   * each `uploadRateWindowMs`, or it is cut with 408: a phone on a poor line sends far more, a
   * client holding the connection open with a byte now and then does not. 0 turns it off.
   */
  uploadMinBytesPerSecond: number;
  uploadRateWindowMs: number;
  /**
   * How often the deadline reminders (due within 24 h, overdue) are looked for; 0 turns them off.
   * Absent: every minute.
   */
  reminderIntervalMs?: number;
  /**
   * How often ended subscriptions are stored as `expired`; 0 turns it off (the auth hook reads an
   * ended one as expired all the same). Absent: every five minutes.
   */
  subscriptionExpiryIntervalMs?: number;
  /** PayTR's address, without a trailing slash: a local fake PayTR in tests and the demo. */
  paytrBaseUrl?: string;
  /** How often card purchases left waiting are closed as abandoned; 0 turns it off. Absent: every ten minutes. */
  paymentReconcileIntervalMs?: number;
}

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once; a bad value stops the process with a clear line.
 * Logs are `pretty` on a terminal and `json` elsewhere unless LOG_FORMAT says which.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, onTerminal = Boolean(process.stdout.isTTY)): Config {
  // An empty variable (PORT= in an env file, ${PORT} unset in compose) means "not set", not 0 or "".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.superRefine(checkStorageEnv).safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative to where the command was typed: `npm run demo` runs inside apps/server, yet means ./data
  // beside the `npm start` that serves it.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'hata';
    throw new ConfigError(`DATA_DIR: ${dataDir} klasörü oluşturulamadı (${code})`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir, 'jwt-secret'),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (onTerminal ? 'pretty' : 'json'),
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    webDist: e.WEB_DIST ?? defaultWebDist(),
    authRateLimit: e.AUTH_RATE_LIMIT,
    sendRateLimit: e.SEND_RATE_LIMIT,
    writeRateLimitScale: e.WRITE_RATE_LIMIT_SCALE,
    writeRateLimits: e.WRITE_RATE_LIMITS ?? {},
    pendingCardPayments: e.PENDING_CARD_PAYMENTS,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    taskListCacheMb: e.TASK_LIST_CACHE_MB,
    messageListCacheMb: e.MESSAGE_LIST_CACHE_MB,
    storage: storageSettings(e),
    headersTimeoutMs: e.HEADERS_TIMEOUT_S * 1000,
    bodyTimeoutMs: e.BODY_TIMEOUT_S * 1000,
    uploadTimeoutMs: e.UPLOAD_TIMEOUT_S * 1000,
    uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_S,
    uploadRateWindowMs: e.UPLOAD_RATE_WINDOW_S * 1000,
    idleTimeoutMs: e.IDLE_TIMEOUT_S * 1000,
    reminderIntervalMs: e.REMINDER_INTERVAL_S * 1000,
    subscriptionExpiryIntervalMs: e.SUBSCRIPTION_EXPIRY_INTERVAL_S * 1000,
    secretsKey: e.SECRETS_KEY ?? loadOrCreateSecret(dataDir, 'secrets-key'),
    paytrBaseUrl: e.PAYTR_BASE_URL.replace(/\/+$/, ''),
    paymentReconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_S * 1000,
  };
}

/**
 * Without JWT_SECRET (or SECRETS_KEY), a secret is generated once and kept beside the data
 * (mode 600), in the file `name`.
 */
function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readSecret(file);
  // Two servers may start on one new data folder at once. The secret is written whole to a file of
  // this process, then linked into place: the link either appears with all of it or fails because
  // the other server's is already there, and then that one is everybody's secret.
  const secret = randomBytes(48).toString('base64url');
  const mine = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    writeFileSync(mine, secret + '\n', { mode: 0o600, flag: 'wx' });
    chmodSync(mine, 0o600);
    linkSync(mine, file);
    return secret;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST') throw new ConfigError(`DATA_DIR: ${file} dosyası yazılamadı (${code ?? 'hata'})`);
    return readSecret(file);
  } finally {
    rmSync(mine, { force: true });
  }
}

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  // An emptied or cut file must not become a guessable signing key.
  if (secret.length < minSecretLength)
    throw new ConfigError(
      `Invalid configuration:\n  ${file} holds fewer than ${minSecretLength} characters; remove it to generate a new secret`,
    );
  return secret;
}

function defaultWebDist(): string | undefined {
  const candidate = path.resolve(import.meta.dirname, '../../web/dist');
  return existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}

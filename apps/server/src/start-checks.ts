import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { ConfigError, type Config } from './config.js';
import type { StorageSettings } from './config-storage.js';
import type { DatabaseHandle } from './db/client.js';
import type { Storage } from './platform/storage.js';

/**
 * A setting that is well formed but does not work (a database that cannot be reached, a port
 * taken): one line naming the variable and the cause, as a malformed one gets (bootstrap.ts
 * prints it and stops with exit code 2), instead of a stack trace that names neither.
 */
export class SettingError extends ConfigError {
  constructor(setting: string, what: string, cause: unknown) {
    super(`${setting}: ${what} (${causeOf(cause)})`);
  }
}

/** How long a start waits for the database or the bucket to answer before it gives up on them. */
const reachTimeoutMs = 15_000;

/** The cause in a few words: the system's code and what it names ("ENOTFOUND nope.invalid"). */
export function causeOf(error: unknown): string {
  const e = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    errors?: unknown[];
    hostname?: unknown;
    address?: unknown;
    port?: unknown;
  };
  // Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  if (!e.message && Array.isArray(e.errors) && e.errors.length > 0) return causeOf(e.errors[0]);
  // A system error names what it was about: the code and the address say it all.
  const where = e.hostname ?? e.address;
  if (typeof e.code === 'string' && typeof where === 'string')
    return `${e.code} ${where}${typeof e.port === 'number' && e.port > 0 ? `:${e.port}` : ''}`;
  const message = (typeof e.message === 'string' && e.message ? e.message : String(error))
    .split('\n')[0]!
    .replace(/^(getaddrinfo|connect|listen|read|write) /, '')
    .trim();
  const code = typeof e.code === 'string' ? e.code : undefined;
  return code && !message.includes(code) ? `${code} ${message}` : message;
}

async function within<T>(work: Promise<T>, ms = reachTimeoutMs): Promise<T> {
  const timeout = sleep(ms, undefined, { ref: false }).then(() => {
    throw new Error(`${ms / 1000} sn içinde yanıt gelmedi`);
  });
  return Promise.race([work, timeout]);
}

/** PostgreSQL answers at DATABASE_URL (SQLite's file was opened with the handle). */
export async function checkDatabase(database: DatabaseHandle): Promise<void> {
  if (database.dialect.name !== 'postgres') return;
  try {
    await within(sql`select 1`.execute(database.db));
  } catch (error) {
    throw new SettingError('DATABASE_URL', 'veritabanına bağlanılamadı', error);
  }
}

/** The bucket answers with the configured address and keys (the local folder needs no check). */
export async function checkStorage(storage: Storage, settings: StorageSettings): Promise<void> {
  if (settings.driver !== 's3' || !storage.check) return;
  try {
    await within(storage.check());
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const cause = status ? `${status} ${(error as Error).name}` : error;
    if (status === 404) throw new SettingError('S3_BUCKET', `${settings.bucket} kovası bulunamadı`, cause);
    if (status === 401 || status === 403)
      throw new SettingError('S3_ACCESS_KEY_ID', 'dosya deposu erişim anahtarını kabul etmedi', cause);
    if (status === 301 || status === 400)
      throw new SettingError('S3_REGION', 'dosya deposu bu bölgeyi kabul etmedi', cause);
    throw new SettingError(settings.endpoint ? 'S3_ENDPOINT' : 'S3_REGION', 'dosya deposuna ulaşılamadı', cause);
  }
}

/** What a failed listen means in terms of PORT or HOST; undefined for anything else. */
export function listenError(error: unknown, config: Pick<Config, 'port' | 'host'>): SettingError | undefined {
  switch ((error as { code?: string }).code) {
    case 'EADDRINUSE':
      return new SettingError('PORT', `${config.port} numaralı port kullanımda`, error);
    case 'EACCES':
      return new SettingError('PORT', `${config.port} numaralı portu açma izni yok`, error);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAFNOSUPPORT':
    case 'EINVAL':
      return new SettingError('HOST', `${config.host} adresinde dinlenemiyor`, error);
    default:
      return undefined;
  }
}

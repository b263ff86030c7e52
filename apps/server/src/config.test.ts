import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

let folder: string;
let cwd: string;

beforeEach(() => {
  // The default data folder is relative to where the server starts: start it in a scratch folder.
  folder = realpathSync(mkdtempSync(path.join(tmpdir(), 'vazife-config-')));
  cwd = process.cwd();
  process.chdir(folder);
});

afterEach(() => {
  process.chdir(cwd);
  rmSync(folder, { recursive: true, force: true });
});

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(folder, 'data'),
      databaseUrl: undefined,
      logLevel: 'info',
      tokenTtlHours: 24 * 7,
      adminUsername: undefined,
      adminPassword: undefined,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(existsSync(config.dataDir)).toBe(true);
    expect(config.authRateLimit).toBeGreaterThan(0);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: 'veri/klasor',
      DATABASE_URL: 'postgresql://vazife@db:5432/vazife',
      LOG_LEVEL: 'warn',
      TOKEN_TTL_HOURS: '12',
      ADMIN_USERNAME: 'kurucu',
      ADMIN_PASSWORD: 'uzun-bir-sifre',
      PUBLIC_URL: 'https://vazife.ornek.com.tr',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(folder, 'veri', 'klasor'),
      databaseUrl: 'postgresql://vazife@db:5432/vazife',
      logLevel: 'warn',
      tokenTtlHours: 12,
      adminUsername: 'kurucu',
      adminPassword: 'uzun-bir-sifre',
      publicUrl: 'https://vazife.ornek.com.tr',
    });
  });

  it('logs short lines on a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(configError({ LOG_FORMAT: 'renkli' }).message).toMatch(/LOG_FORMAT/);
  });

  it('names DATA_DIR when the data folder cannot be made', () => {
    writeFileSync(path.join(folder, 'dosya'), '');
    expect(configError({ DATA_DIR: 'dosya/veri' }).message).toBe(
      `DATA_DIR: ${path.join(folder, 'dosya', 'veri')} klasörü oluşturulamadı (ENOTDIR)`,
    );
  });

  it('treats empty variables as not set', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', JWT_SECRET: '', LOG_LEVEL: '', DATA_DIR: '' });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toBe(path.join(folder, 'data'));
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates the JWT secret once into DATA_DIR/jwt-secret with mode 600 and reuses it', () => {
    const first = loadConfig({ DATA_DIR: 'd' });
    const file = path.join(folder, 'd', 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: 'd' });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    // Another data folder, another secret.
    expect(loadConfig({ DATA_DIR: 'e' }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('generates the secrets key once into DATA_DIR/secrets-key, or takes SECRETS_KEY', () => {
    const first = loadConfig({ DATA_DIR: 'k' });
    const file = path.join(folder, 'k', 'secrets-key');
    expect(first.secretsKey!.length).toBeGreaterThanOrEqual(32);
    expect(first.secretsKey).not.toBe(first.jwtSecret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretsKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: 'k' }).secretsKey).toBe(first.secretsKey);
    const given = 'y'.repeat(40);
    expect(loadConfig({ DATA_DIR: 'm', SECRETS_KEY: given }).secretsKey).toBe(given);
    expect(existsSync(path.join(folder, 'm', 'secrets-key'))).toBe(false);
    expect(configError({ SECRETS_KEY: 'kisa' }).message).toMatch(/SECRETS_KEY/);
  });

  it('reads PAYTR_BASE_URL without its trailing slash, PayTR itself by default', () => {
    expect(loadConfig({}).paytrBaseUrl).toBe('https://www.paytr.com');
    expect(loadConfig({ PAYTR_BASE_URL: 'http://127.0.0.1:4010/' }).paytrBaseUrl).toBe('http://127.0.0.1:4010');
    expect(configError({ PAYTR_BASE_URL: 'paytr' }).message).toMatch(/PAYTR_BASE_URL/);
  });

  it('uses JWT_SECRET when given and writes no file', () => {
    const secret = 'x'.repeat(40);
    const config = loadConfig({ JWT_SECRET: secret });
    expect(config.jwtSecret).toBe(secret);
    expect(existsSync(path.join(folder, 'data', 'jwt-secret'))).toBe(false);
  });

  it('keeps the secret box key apart from the JWT secret: its own file, or SECRETS_KEY', () => {
    const first = loadConfig({ DATA_DIR: 'k' });
    const file = path.join(folder, 'k', 'secrets-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretsKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secretsKey).not.toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: 'k' }).secretsKey).toBe(first.secretsKey);

    const given = 'y'.repeat(40);
    expect(loadConfig({ DATA_DIR: 'm', SECRETS_KEY: given }).secretsKey).toBe(given);
    expect(existsSync(path.join(folder, 'm', 'secrets-key'))).toBe(false);
    expect(configError({ SECRETS_KEY: 'kisa' }).message).toMatch(/SECRETS_KEY must be at least 32/);
  });

  it('refuses a damaged secret file rather than signing with a weak key', () => {
    loadConfig({});
    writeFileSync(path.join(folder, 'data', 'jwt-secret'), 'kisa\n');
    expect(configError({}).message).toMatch(/jwt-secret/);
  });

  it('refuses a bad PORT with a clear message', () => {
    for (const PORT of ['abc', '70000', '-1', '80.5']) {
      const error = configError({ PORT });
      expect(error.message, PORT).toMatch(/^Invalid configuration:/);
      expect(error.message, PORT).toMatch(/PORT/);
    }
  });

  it('looks for deadline reminders every minute unless REMINDER_INTERVAL_S says otherwise; 0 is off', () => {
    expect(loadConfig({}).reminderIntervalMs).toBe(60_000);
    expect(loadConfig({ REMINDER_INTERVAL_S: '300' }).reminderIntervalMs).toBe(300_000);
    expect(loadConfig({ REMINDER_INTERVAL_S: '0' }).reminderIntervalMs).toBe(0);
    for (const REMINDER_INTERVAL_S of ['-1', 'sık', '1.5']) {
      expect(configError({ REMINDER_INTERVAL_S }).message, REMINDER_INTERVAL_S).toMatch(/REMINDER_INTERVAL_S/);
    }
  });

  it('reads the write budgets’ settings: a scale, bursts by name, and the open card payments', () => {
    expect(loadConfig({})).toMatchObject({ writeRateLimitScale: 1, writeRateLimits: {}, pendingCardPayments: 3 });
    expect(
      loadConfig({
        WRITE_RATE_LIMIT_SCALE: '2.5',
        WRITE_RATE_LIMITS: ' reports=40, card-payments = 2 ',
        PENDING_CARD_PAYMENTS: '5',
      }),
    ).toMatchObject({
      writeRateLimitScale: 2.5,
      writeRateLimits: { reports: 40, 'card-payments': 2 },
      pendingCardPayments: 5,
    });
    for (const WRITE_RATE_LIMITS of ['reports', 'raporlar=5', 'reports=0', 'reports=-1', 'reports=2.5', 'send=10']) {
      const error = configError({ WRITE_RATE_LIMITS });
      expect(error.message, WRITE_RATE_LIMITS).toMatch(/WRITE_RATE_LIMITS must be name=count pairs/);
      expect(error.message, WRITE_RATE_LIMITS).toMatch(/names: reports, tasks, task-updates/);
    }
    for (const WRITE_RATE_LIMIT_SCALE of ['0', 'çok', '-1'])
      expect(configError({ WRITE_RATE_LIMIT_SCALE }).message).toMatch(/WRITE_RATE_LIMIT_SCALE/);
    expect(configError({ PENDING_CARD_PAYMENTS: '0' }).message).toMatch(/PENDING_CARD_PAYMENTS/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    for (const DATABASE_URL of ['mysql://root@db/vazife', 'vazife.db', 'sqlite:./data/vazife.db']) {
      expect(configError({ DATABASE_URL }).message).toMatch(
        /DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
      );
    }
  });

  it('refuses a short JWT_SECRET and other bad values, naming each', () => {
    expect(configError({ JWT_SECRET: 'kisa-sifre' }).message).toMatch(
      /JWT_SECRET: JWT_SECRET must be at least 32 characters/,
    );
    const many = configError({ LOG_LEVEL: 'loud', ADMIN_PASSWORD: '123', PUBLIC_URL: 'vazife' }).message;
    expect(many).toMatch(/LOG_LEVEL/);
    expect(many).toMatch(/ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 8 characters/);
    expect(many).toMatch(/PUBLIC_URL: PUBLIC_URL must be a full URL/);
  });

  it('keeps files in the data folder unless STORAGE=s3, which needs a bucket and both keys or none', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    const s3 = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'vazife-dosyalar',
      S3_ACCESS_KEY_ID: 'anahtar',
      S3_SECRET_ACCESS_KEY: 'gizli',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3.storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'vazife-dosyalar',
      region: 'us-east-1',
      credentials: { accessKeyId: 'anahtar', secretAccessKey: 'gizli' },
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'kova', S3_REGION: 'eu-central-1' }).storage).toMatchObject({
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(configError({ STORAGE: 's3' }).message).toMatch(/S3_BUCKET: S3_BUCKET is required with STORAGE=s3/);
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'kova', S3_ACCESS_KEY_ID: 'a' }).message).toMatch(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(configError({ STORAGE: 'ftp' }).message).toMatch(/STORAGE/);
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'Kötü_Ad' }).message).toMatch(/S3_BUCKET must be a bucket name/);
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'kova', S3_ENDPOINT: 'minio' }).message).toMatch(/S3_ENDPOINT/);
  });
});

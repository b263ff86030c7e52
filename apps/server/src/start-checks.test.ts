import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { S3Storage, type S3Settings } from './platform/s3-storage.js';
import { checkDatabase, checkStorage, listenError, SettingError } from './start-checks.js';
import { startS3, type RunningS3 } from './test/s3-server.js';

/** What a start says of a database, a bucket, a HOST or a PORT that does not work (main.start.test.ts runs it whole). */
async function failure(check: Promise<unknown>): Promise<string> {
  const error = await check.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SettingError);
  return (error as Error).message;
}

async function listening(port: number, host: string): Promise<Server> {
  const server = createServer();
  server.listen(port, host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([e]) => Promise.reject(e as Error))]);
  return server;
}

describe('checkDatabase', () => {
  it('names DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const refused = await listening(0, '127.0.0.1');
    const { port } = refused.address() as AddressInfo;
    refused.close();
    await once(refused, 'close');
    const database = openDatabase({ databaseUrl: `postgres://vazife@127.0.0.1:${port}/vazife` });
    try {
      expect(await failure(checkDatabase(database))).toBe(
        `DATABASE_URL: veritabanına bağlanılamadı (ECONNREFUSED 127.0.0.1:${port})`,
      );
    } finally {
      await database.destroy();
    }
  });
});

describe('checkStorage', () => {
  let s3: RunningS3;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3();
    dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-start-checks-'));
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function check(change: Partial<S3Settings>) {
    const settings = { ...s3.settings, ...change };
    const storage = new S3Storage(settings, dataDir);
    try {
      await checkStorage(storage, { driver: 's3', ...settings });
    } finally {
      storage.close();
    }
  }

  it('passes a bucket that answers', async () => {
    await expect(check({})).resolves.toBeUndefined();
  });

  it('names S3_BUCKET, S3_ACCESS_KEY_ID or S3_ENDPOINT by what went wrong', async () => {
    expect(await failure(check({ bucket: 'baska-kova' }))).toBe(
      'S3_BUCKET: baska-kova kovası bulunamadı (404 NotFound)',
    );
    expect(await failure(check({ credentials: { accessKeyId: 'BILINMEYEN', secretAccessKey: 'yanlis' } }))).toMatch(
      /^S3_ACCESS_KEY_ID: dosya deposu erişim anahtarını kabul etmedi \(403 \w+\)$/,
    );
    const closed = await listening(0, '127.0.0.1');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    expect(await failure(check({ endpoint: `http://127.0.0.1:${port}` }))).toBe(
      `S3_ENDPOINT: dosya deposuna ulaşılamadı (ECONNREFUSED 127.0.0.1:${port})`,
    );
  });
});

describe('listenError', () => {
  it('names PORT for a port taken and HOST for an address this machine does not have', async () => {
    const taken = await listening(0, '127.0.0.1');
    const { port } = taken.address() as AddressInfo;
    try {
      const error = await listening(port, '127.0.0.1').catch((e: unknown) => e);
      expect(listenError(error, { port, host: '127.0.0.1' })?.message).toBe(
        `PORT: ${port} numaralı port kullanımda (EADDRINUSE 127.0.0.1:${port})`,
      );
    } finally {
      taken.close();
    }
    // A documentation address (RFC 5737): no interface of this machine has it.
    const error = await listening(0, '192.0.2.1').catch((e: unknown) => e);
    expect(listenError(error, { port: 0, host: '192.0.2.1' })?.message).toBe(
      'HOST: 192.0.2.1 adresinde dinlenemiyor (EADDRNOTAVAIL 192.0.2.1)',
    );
    expect(listenError(new Error('something else'), { port: 0, host: '127.0.0.1' })).toBeUndefined();
  });
});

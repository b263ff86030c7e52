import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { migrateToLatest } from '../db/migrate.js';

export const testEngine: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  database: DatabaseHandle;
  dataDir: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** false leaves the database empty, for tests of the migrations themselves. */
  migrate?: boolean;
}

/**
 * A fresh database, migrated unless asked not to: a temporary SQLite file, or a new PostgreSQL
 * database dropped afterwards. `url` is the PostgreSQL address, for opening further connections.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<TestDatabase & { url: string | undefined }> {
  const migrate = options.migrate ?? true;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-test-'));
  if (testEngine === 'sqlite') {
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'test.db') });
    if (migrate) await migrateToLatest(database.db as never, database.dialect);
    return {
      database,
      dataDir,
      url: undefined,
      drop: async () => {
        await database.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `vazife_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (migrate) await migrateToLatest(database.db as never, database.dialect);
  return {
    database,
    dataDir,
    url: url.toString(),
    drop: async () => {
      await database.destroy();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

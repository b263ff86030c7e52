import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, sqliteFileIn, type DatabaseHandle } from '../db/client.js';
import { withAdminClient } from './admin-client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's own is copied from (global-setup.ts provides it). */
    migratedTemplate: { sqliteDataDir: string } | { postgresName: string };
  }
}

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
 * A migrated one is a copy of the run's template (global-setup.ts), which the migrations built.
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<TestDatabase & { url: string | undefined }> {
  const migrate = options.migrate ?? true;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-test-'));
  if (testEngine === 'sqlite') {
    const sqliteFile = path.join(dataDir, 'test.db');
    if (migrate) copyFileSync(sqliteFileIn(templateOf('sqliteDataDir')), sqliteFile);
    const database = openDatabase({ sqliteFile });
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
  const template = migrate ? ` template ${templateOf('postgresName')}` : '';
  await withAdminClient(adminUrl, (c) => c.query(`create database ${name}${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
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

function templateOf<K extends 'sqliteDataDir' | 'postgresName'>(key: K): string {
  const template = inject('migratedTemplate') as Partial<Record<K, string>>;
  const value = template[key];
  if (!value) throw new Error(`The run's migrated template has no ${key} (global-setup.ts)`);
  return value;
}

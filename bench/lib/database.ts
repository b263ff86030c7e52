import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, sqliteFileIn, type DatabaseHandle } from '../../apps/server/src/db/client.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import type { DatabaseLocation, Engine } from './types.js';

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test';
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function adminPostgresUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? defaultPostgresUrl;
}

/** Opens a benchmark database exactly as the server's bootstrap does (same pool size on PostgreSQL). */
export function openLocation(location: DatabaseLocation): DatabaseHandle {
  return openDatabase({ databaseUrl: location.databaseUrl, sqliteFile: sqliteFileIn(location.dataDir) });
}

/** Why PostgreSQL cannot be used, or undefined when a loopback server answers. */
export async function postgresUnavailable(adminUrl: string): Promise<string | undefined> {
  let host: string;
  try {
    host = new URL(adminUrl).hostname;
  } catch {
    return `BENCH_DATABASE_URL is not a URL`;
  }
  if (!loopbackHosts.has(host)) return `${host} is not a loopback address; benchmarks only touch 127.0.0.1`;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface BenchDatabase {
  location: DatabaseLocation;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a SQLite file in a temporary folder, or a new PostgreSQL database. */
export async function createBenchDatabase(engine: Engine): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') {
    const location: DatabaseLocation = { engine, dataDir, databaseUrl: undefined };
    await migrate(location);
    return { location, drop: async () => removeDir() };
  }
  const adminUrl = adminPostgresUrl();
  const name = `vazife_bench_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const location: DatabaseLocation = { engine, dataDir, databaseUrl: url.toString() };
  const drop = async () => {
    await withClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    removeDir();
  };
  try {
    await migrate(location);
  } catch (error) {
    await drop();
    throw error;
  }
  return { location, drop };
}

async function migrate(location: DatabaseLocation): Promise<void> {
  const database = openLocation(location);
  try {
    await migrateToLatest(database.db as never, database.dialect);
  } finally {
    await database.destroy();
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { withAdminClient } from './admin-client.js';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Which engine the route tests run on: SQLite by default, PostgreSQL when TEST_DB=postgres
 * (with TEST_DATABASE_URL). Each test file gets its own fresh database either way, copied from one
 * migrated here once per run: migrating took about half a second per file, a copy takes a few
 * milliseconds on SQLite and a fraction of that half second on PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-template-'));
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) {
      throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
    }
    const name = `vazife_template_${randomBytes(6).toString('hex')}`;
    await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    migrate(dataDir, url.toString());
    project.provide('migratedTemplate', { postgresName: name });
    return async () => {
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  migrate(dataDir, undefined);
  project.provide('migratedTemplate', { sqliteDataDir: dataDir });
  return async () => rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Migrates as `npm run migrate` does, in a process of its own: this file is loaded without the
 * "source" condition that makes the contract's sources importable, and the migrations need them.
 * The process has closed the database when it exits: a PostgreSQL template takes no copies while
 * anyone is connected to it, and SQLite has checkpointed its WAL into the file.
 */
function migrate(dataDir: string, databaseUrl: string | undefined): void {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  execFileSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/migrate.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

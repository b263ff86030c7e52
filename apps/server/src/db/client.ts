import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SqliteBooleanPlugin, dialectInfo, type DialectInfo } from './dialect.js';
import type { Database } from './types.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectInfo;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  poolSize?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openSqlite(options.sqliteFile!);
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'vazife.db');
}

function openSqlite(file: string): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
  });
  return { db, dialect: dialectInfo('sqlite'), destroy: () => db.destroy() };
}

const { types } = pg;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;

/** Timestamps read back as ISO strings and counts as numbers, as on SQLite. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ || oid === TIMESTAMP) return (v: string) => new Date(v).toISOString();
    if (oid === INT8) return (v: string) => Number(v);
    return types.getTypeParser(oid, format);
  },
};

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max, types: typeParsers as pg.CustomTypesConfig });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: dialectInfo('postgres'), destroy: () => db.destroy() };
}

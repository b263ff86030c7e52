import { createHash } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { dialectInfo, type DialectInfo } from './dialect.js';
import { registerSearchText } from './search-fold-sql.js';
import type { Database } from './types.js';
import { WalCheckpointer } from './wal-checkpointer.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectInfo;
  /** SQLite's: the worker thread that checkpoints the write-ahead log (wal-checkpointer.ts). */
  walCheckpointer?: WalCheckpointer;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string | undefined;
  sqliteFile?: string;
  poolSize?: number;
  /** SQLite: how often the worker thread checkpoints the write-ahead log (`walCheckpointIntervalMs`). */
  walCheckpointIntervalMs?: number;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openSqlite(options.sqliteFile!, options.walCheckpointIntervalMs ?? walCheckpointIntervalMs);
}

export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, 'vazife.db');
}

function openSqlite(file: string, checkpointIntervalMs: number): DatabaseHandle {
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable across application crashes in WAL mode and much faster than FULL.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB of page cache instead of SQLite's 2 MB: at a million tasks a page of the task list
  // touches pages all over a 1.5 GB file (bench/README.md: 2.7 → 1.9 ms with a bigger cache).
  sqlite.pragma('cache_size = -65536');
  // The search triggers write their documents with it (migration 0023).
  registerSearchText(sqlite);
  // The log is checkpointed by a worker thread, not by the commit that crosses SQLite's threshold
  // on this, the server's only thread (wal-checkpointer.ts); should the worker stop, this
  // connection takes the checkpoints back (1000 pages: SQLite's default).
  sqlite.pragma('wal_autocheckpoint = 0');
  const walCheckpointer = new WalCheckpointer(file, checkpointIntervalMs, (error) => {
    console.error(
      `SQLite checkpoint iş parçacığı durdu; checkpoint yeniden ana bağlantıda: ${error?.message ?? 'çıktı'}`,
    );
    if (sqlite.open) sqlite.pragma('wal_autocheckpoint = 1000');
  });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    dialect: dialectInfo('sqlite'),
    walCheckpointer,
    destroy: async () => {
      await walCheckpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * How often the log is checkpointed. Each time the worker has copied it all, the next commit starts
 * the log anew and syncs its header, on this thread: the one sync left here, so the fewer the
 * better. The log grows meanwhile: the busy hour at 20 messages a second writes about 1,100 frames
 * a second (bench/README.md), a log of about 20 MB in 5 s, against SQLite's 1,000 pages (4 MB)
 * between automatic checkpoints.
 */
const walCheckpointIntervalMs = 5000;

type Params = readonly unknown[];

/**
 * better-sqlite3 binds no booleans: they are written as 1/0, as the schema stores them. Done here,
 * on the parameters, rather than by a Kysely plugin, which walked every query's tree to find them.
 */
function bindable(params: Params): Params {
  return params.some((p) => typeof p === 'boolean')
    ? params.map((p) => (typeof p === 'boolean' ? Number(p) : p))
    : params;
}

/** What Kysely's SQLite driver uses of a statement. */
function withBooleans(statement: SQLite.Statement) {
  return {
    reader: statement.reader,
    all: (params: Params) => statement.all(bindable(params)),
    run: (params: Params) => statement.run(bindable(params)),
    iterate: (params: Params) => statement.iterate(bindable(params)),
  };
}

/**
 * Kysely prepares every query anew; a statement is reusable, and preparing was a measured share of
 * each request. Statements are kept by their SQL text (the builder emits the same text for the
 * same query shape), a bounded number, oldest out first.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, ReturnType<typeof withBooleans>>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') {
        const value = Reflect.get(target, prop, receiver) as unknown;
        // Native methods must run on the real database object, not on the proxy.
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (source: string) => {
        let statement = cache.get(source);
        if (!statement) {
          statement = withBooleans(prepare(source));
          if (cache.size >= max) cache.delete(cache.keys().next().value!);
          cache.set(source, statement);
        }
        return statement;
      };
    },
  });
}

const { types } = pg;
const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;

/** PostgreSQL's text form in a UTC session: "2026-11-22 12:00:00.123456+00". */
const utcTimestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * Reads a timestamp as the ISO string SQLite stores. The string fast path matters: a task page
 * carries hundreds of timestamps, and Date parsing was a fifth of the query's CPU.
 */
export function pgTimestampToIso(value: string): string {
  const m = utcTimestamp.exec(value);
  if (!m) return new Date(value).toISOString();
  const millis = (m[3] ?? '').padEnd(3, '0').slice(0, 3);
  return `${m[1]}T${m[2]}.${millis}Z`;
}

/** Timestamps read back as ISO strings and counts as numbers, as on SQLite. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ || oid === TIMESTAMP) return pgTimestampToIso;
    if (oid === INT8) return (v: string) => Number(v);
    return types.getTypeParser(oid, format);
  },
};

function openPostgres(connectionString: string, max: number): DatabaseHandle {
  // A UTC session makes timestamps come back in the one form the fast parser reads.
  const pool = new pg.Pool({
    connectionString,
    max,
    types: typeParsers as pg.CustomTypesConfig,
    options: '-c TimeZone=UTC',
  });
  // An idle connection that the server drops (restart, failover, terminate) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error(`PostgreSQL bağlantı hatası: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedReads(pool) }) });
  return { db, dialect: dialectInfo('postgres'), destroy: () => db.destroy() };
}

/**
 * Reads run as named prepared statements, so that PostgreSQL plans each query shape once per
 * connection instead of on every call (planning was 2.5 ms of a 7 ms task page). Only single
 * SELECT statements: the extended protocol takes one statement at a time, and writes are not hot.
 * PostgreSQL replans by itself when the schema changes, except when a `select *` now returns other
 * columns ("cached plan must not change result type", after another server ran a migration): that
 * statement is then prepared again under a new name. Not inside transactions (see below).
 */
function withPreparedReads(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let generation = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `vz_${generation}_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      if (names.size >= 2000) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const isRead = (text: string) => /^\s*(select|with)\b/i.test(text) && !text.includes(';');
  const isStalePlan = (error: unknown) => (error as { code?: string }).code === '0A000';
  // Kysely's own statements (postgres-driver.js); `rollback to <savepoint>` does not end one.
  const beginsTransaction = (text: string) => /^(begin|start transaction)\b/i.test(text);
  const endsTransaction = (text: string) => /^(commit|rollback)$/i.test(text);
  return {
    async connect() {
      const client = await pool.connect();
      // Inside a transaction a stale plan would abort the whole transaction before the retry could
      // run, so reads there are prepared unnamed, as every write is.
      let inTransaction = false;
      const query = async (text: string, values: unknown[]) => {
        if (beginsTransaction(text)) inTransaction = true;
        else if (endsTransaction(text)) inTransaction = false;
        if (inTransaction || !isRead(text)) return client.query(text, values);
        try {
          return await client.query({ name: nameOf(text), text, values });
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          generation += 1;
          names.delete(text);
          return client.query({ name: nameOf(text), text, values });
        }
      };
      return { query, release: (error?: Error) => client.release(error) } as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

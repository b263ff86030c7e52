import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sqliteFileIn } from '../../apps/server/src/db/client.js';
import { registerSearchText } from '../../apps/server/src/db/search-fold-sql.js';
import type { DatabaseLocation } from './types.js';

/** A column as PostgreSQL's unnest() needs to type it; SQLite binds the same values as they are. */
export interface Column {
  name: string;
  pgType: 'text' | 'integer' | 'timestamptz' | 'boolean';
}

export interface Table {
  name: string;
  columns: readonly Column[];
}

/** A row is its values in the table's column order (strings, numbers, null; booleans as 0/1 on both engines). */
export type Row = (string | number | null)[];

/**
 * Bulk loading for millions of rows, beside the app's Kysely handle (which compiles and prepares
 * every statement again): SQLite gets one prepared multi-row INSERT reused for every batch,
 * PostgreSQL one INSERT … SELECT FROM unnest(column arrays) per batch. Rows go in inside a
 * transaction; `commit` ends it and starts the next one.
 */
export interface BulkWriter {
  insert(table: Table, rows: Row[]): Promise<void>;
  commit(): Promise<void>;
  /** Commits, then brings the database to a steady state (see each engine) and closes. */
  finish(): Promise<void>;
  /** Rolls back and closes. */
  abort(): Promise<void>;
}

export function openBulkWriter(location: DatabaseLocation): Promise<BulkWriter> {
  return location.databaseUrl ? postgresWriter(location.databaseUrl) : Promise.resolve(sqliteWriter(location));
}

/** Rows per SQLite statement: 500 × 18 columns stays well under the 32,766 bound parameters. */
const sqliteRowsPerStatement = 500;
/** Rows per PostgreSQL statement: one array per column, so no parameter limit applies. */
const postgresRowsPerStatement = 10_000;

function sqliteWriter(location: DatabaseLocation): BulkWriter {
  const sqlite = new SQLite(sqliteFileIn(location.dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Random UUID keys land all over five B-trees: a big page cache keeps the load from thrashing.
  // This connection only; the app's connections keep SQLite's defaults.
  sqlite.pragma('cache_size = -524288');
  // The search triggers of the tables written call it (migration 0023), as on the app's connections.
  registerSearchText(sqlite);
  const statements = new Map<string, SQLite.Statement>();
  const statementFor = (table: Table, rows: number) => {
    const key = `${table.name}:${rows}`;
    let statement = statements.get(key);
    if (!statement) {
      const tuple = `(${table.columns.map(() => '?').join(',')})`;
      const columns = table.columns.map((c) => c.name).join(', ');
      statement = sqlite.prepare(`insert into ${table.name} (${columns}) values ${Array(rows).fill(tuple).join(',')}`);
      statements.set(key, statement);
    }
    return statement;
  };
  sqlite.exec('begin');
  const close = () => sqlite.close();
  return {
    async insert(table, rows) {
      for (let i = 0; i < rows.length; i += sqliteRowsPerStatement) {
        const batch = rows.slice(i, i + sqliteRowsPerStatement);
        statementFor(table, batch.length).run(batch.flat());
      }
    },
    async commit() {
      sqlite.exec('commit');
      sqlite.exec('begin');
    },
    // The app never runs ANALYZE on SQLite, so neither does the benchmark: the planner sees what
    // a real database would. The WAL is folded into the file, so the first reader does not.
    async finish() {
      sqlite.exec('commit');
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      close();
    },
    async abort() {
      if (sqlite.inTransaction) sqlite.exec('rollback');
      close();
    },
  };
}

async function postgresWriter(databaseUrl: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c TimeZone=UTC' });
  await client.connect();
  // A crash loses a throwaway database either way: no need to wait for the WAL flush of each commit.
  await client.query('set synchronous_commit = off');
  await client.query('begin');
  const tables = new Set<string>();
  const close = () => client.end();
  return {
    async insert(table, rows) {
      tables.add(table.name);
      const columns = table.columns.map((c) => c.name).join(', ');
      const arrays = table.columns.map((c, i) => `$${i + 1}::${c.pgType}[]`).join(', ');
      const text = `insert into ${table.name} (${columns}) select * from unnest(${arrays})`;
      for (let i = 0; i < rows.length; i += postgresRowsPerStatement) {
        const batch = rows.slice(i, i + postgresRowsPerStatement);
        await client.query(
          text,
          table.columns.map((_, c) => batch.map((row) => row[c])),
        );
      }
    },
    async commit() {
      await client.query('commit');
      await client.query('begin');
    },
    // A server that has lived with these rows has had autovacuum visit them: statistics for the
    // planner and a visibility map for index-only scans. (This machine's server runs with
    // autovacuum off, so the benchmark does it.)
    async finish() {
      await client.query('commit');
      await client.query(`vacuum analyze ${[...tables, 'users', 'companies'].join(', ')}`);
      await close();
    },
    async abort() {
      await client.query('rollback').catch(() => undefined);
      await close();
    },
  };
}

/** What a seed's writing step is handed: the writer, and `wrote(rows)` to call after each chunk. */
export interface BulkLoad {
  writer: BulkWriter;
  /** Counts rows written, committing each time the count passes a multiple of `commitEvery`. */
  wrote(rows: number): Promise<void>;
}

/**
 * A seed's load: `write` fills a bulk writer, which commits every `commitEvery` rows (so that
 * transactions stay bounded), is rolled back on a failure and finished after. What it hands back
 * says, when called (after whatever else the seed does once the rows are in), how long the
 * writing and the rest took, for the seed's log line.
 */
export async function bulkLoad(
  location: DatabaseLocation,
  commitEvery: number,
  write: (load: BulkLoad) => Promise<void>,
): Promise<() => string> {
  const started = process.hrtime.bigint();
  const writer = await openBulkWriter(location);
  let written = 0;
  const wrote = async (rows: number) => {
    const before = written;
    written += rows;
    if (Math.floor(written / commitEvery) > Math.floor(before / commitEvery)) await writer.commit();
  };
  try {
    await write({ writer, wrote });
  } catch (error) {
    await writer.abort();
    throw error;
  }
  const inserted = process.hrtime.bigint();
  await writer.finish();
  const seconds = (from: bigint, to: bigint) => (Number(to - from) / 1e9).toFixed(1);
  return () =>
    `written in ${seconds(started, inserted)} s, then ${seconds(inserted, process.hrtime.bigint())} s to commit and ` +
    (location.engine === 'postgres' ? 'vacuum analyze' : 'checkpoint');
}

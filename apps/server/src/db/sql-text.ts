import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Expression,
} from 'kysely';
import type { DialectName } from './dialect.js';

/** Kysely for compiling only: each engine's SQL, never a connection. */
const compilers: Record<DialectName, Kysely<unknown>> = {
  sqlite: new Kysely({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  postgres: new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

/**
 * An expression as one engine's SQL text, for SQL that is written as text once per engine
 * (modules/tasks/task-json.mapper.ts) yet shares its conditions with the queries built by Kysely. The
 * expression must carry no parameter: its values are literals or columns of the text around.
 */
export function sqlText(dialect: DialectName, expression: Expression<unknown>): string {
  const compiled = sql`${expression}`.compile(compilers[dialect]);
  if (compiled.parameters.length > 0) throw new Error(`SQL text cannot carry parameters: ${compiled.sql}`);
  return compiled.sql;
}

import type { ColumnDataType, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

/** The few places where SQLite and PostgreSQL differ live here (docs/architecture.md). */
export type DialectName = 'sqlite' | 'postgres';

export interface DialectInfo {
  name: DialectName;
  /** Column type for timestamps: ISO text on SQLite, timestamptz on PostgreSQL. */
  timestamp: ColumnDataType;
  /** Column type for booleans: integer 0/1 on SQLite. */
  boolean: ColumnDataType;
}

export function dialectInfo(name: DialectName): DialectInfo {
  return name === 'sqlite'
    ? { name, timestamp: 'text', boolean: 'integer' }
    : { name, timestamp: 'timestamptz', boolean: 'boolean' };
}

export function nowIso(): string {
  return new Date().toISOString();
}

/** SQLite returns 0/1, PostgreSQL true/false. */
export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

/** Parses a JSON array column, tolerating an empty or broken value. */
export function jsonArray<T = string>(value: string | null | undefined): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Count results come back as string on PostgreSQL (bigint) and number on SQLite. */
export function toCount(value: string | number | bigint | null | undefined): number {
  return Number(value ?? 0);
}

export type AnyKysely = Kysely<never>;

/** A unique-constraint violation on either engine (a race the pre-check did not see). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Whether `select … for update` is needed (and understood) to serialize writers: PostgreSQL runs
 * transactions side by side; SQLite here runs one at a time on its single connection.
 */
export function needsRowLocks(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

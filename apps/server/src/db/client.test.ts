import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine } from '../test/test-database.js';
import { pgTimestampToIso } from './client.js';

describe('pgTimestampToIso', () => {
  it('reads PostgreSQL’s UTC text form as the ISO string SQLite stores', () => {
    expect(pgTimestampToIso('2026-11-22 12:00:00.123456+00')).toBe('2026-11-22T12:00:00.123Z');
    expect(pgTimestampToIso('2026-11-22 12:00:00.1+00')).toBe('2026-11-22T12:00:00.100Z');
    expect(pgTimestampToIso('2026-11-22 12:00:00+00')).toBe('2026-11-22T12:00:00.000Z');
  });
  it('falls back to Date for any other form', () => {
    expect(pgTimestampToIso('2026-11-22 15:00:00+03')).toBe('2026-11-22T12:00:00.000Z');
  });
});

describe.skipIf(testEngine !== 'postgres')('prepared reads on PostgreSQL', () => {
  it('prepares a read once per connection, and survives a column added by another server', async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh.database;
      const read = () => db.selectFrom('platform_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      const before = await read();
      expect(before.id).toBe(1);
      const prepared = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
      expect(prepared.rows[0]!.n).toBeGreaterThan(0);

      // What a newer server's migration would do while this one keeps its prepared statements.
      await sql`alter table platform_settings add column later_column text`.execute(db);
      const after = (await read()) as Record<string, unknown>;
      expect(after).toMatchObject({ id: 1, later_column: null });
      expect(await read()).toMatchObject({ id: 1 });
    } finally {
      await fresh.drop();
    }
  });

  it('keeps a transaction alive when the schema changes under one of its reads', async () => {
    const fresh = await createTestDatabase();
    try {
      const { db } = fresh.database;
      const read = (q: typeof db) =>
        q.selectFrom('platform_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
      // A named plan of this read outside the transaction must not be reused inside it either.
      await read(db);
      const seen = await db.transaction().execute(async (trx) => {
        await read(trx);
        await sql`alter table platform_settings add column later_column text`.execute(trx);
        return (await read(trx)) as Record<string, unknown>;
      });
      expect(seen).toMatchObject({ id: 1, later_column: null });
    } finally {
      await fresh.drop();
    }
  });
});

describe.skipIf(testEngine !== 'sqlite')('SQLite driver on this Node', () => {
  // better-sqlite3 12 aborted the whole process on Node >= 24.19 once the garbage collector freed
  // prepared statements (`Assertion failed: (env) != nullptr`); this many makes the collector run.
  it('survives 100,000 statements prepared and dropped', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const { db } = fresh.database;
      let sum = 0;
      for (let i = 0; i < 100_000; i++) {
        sum += (await sql<{ x: number }>`select ${sql.lit(i)} as x`.execute(db)).rows[0]!.x;
      }
      expect(sum).toBe((99_999 * 100_000) / 2);
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});

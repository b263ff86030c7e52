import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testEngine, type TestDatabase } from '../test/test-database.js';
import { openDatabase } from './client.js';
import { migrateToLatest } from './migrate.js';
import type { Database } from './types.js';

async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const rows = await (db as unknown as Kysely<{ kysely_migration: { name: string } }>)
    .selectFrom('kysely_migration')
    .select('name')
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

async function withDatabase(fresh: TestDatabase, fn: () => Promise<void>) {
  try {
    await fn();
  } finally {
    await fresh.drop();
  }
}

describe('migrateToLatest', () => {
  it('is a no-op on an already migrated database', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    await withDatabase(fresh, async () => {
      const { db, dialect } = fresh.database;
      const first = await migrateToLatest(db as never, dialect);
      expect(first[0]).toBe('0001-foundation');
      expect(await appliedMigrations(db)).toEqual([...first].sort());

      // Data written since survives a second run.
      await db.updateTable('platform_settings').set({ platform_name: 'Görevci' }).where('id', '=', 1).execute();
      expect(await migrateToLatest(db as never, dialect)).toEqual([]);
      expect(await migrateToLatest(db as never, dialect)).toEqual([]);
      expect(await appliedMigrations(db)).toEqual([...first].sort());
      const settings = await db.selectFrom('platform_settings').select(['id', 'platform_name']).execute();
      expect(settings).toEqual([{ id: 1, platform_name: 'Görevci' }]);
    });
  });
});

describe.skipIf(testEngine !== 'postgres')('migrateToLatest on PostgreSQL', () => {
  it('lets two instances starting at once both succeed, migrating once', async () => {
    // A few rounds: a race that loses only sometimes should still show.
    for (let round = 0; round < 3; round++) {
      const fresh = await createTestDatabase({ migrate: false });
      await withDatabase(fresh, async () => {
        const a = openDatabase({ databaseUrl: fresh.url, poolSize: 3 });
        const b = openDatabase({ databaseUrl: fresh.url, poolSize: 3 });
        try {
          const [fromA, fromB] = await Promise.all([
            migrateToLatest(a.db as never, a.dialect),
            migrateToLatest(b.db as never, b.dialect),
          ]);
          const all = await appliedMigrations(fresh.database.db);
          expect(all[0]).toBe('0001-foundation');
          // Each migration ran exactly once, in one of the two.
          expect([...fromA, ...fromB].sort()).toEqual(all);
          const settings = await fresh.database.db.selectFrom('platform_settings').select('id').execute();
          expect(settings).toEqual([{ id: 1 }]);
          const tables = await sql<{ n: number }>`
            select count(*)::int as n from information_schema.tables
            where table_schema = 'public' and table_name in ('users', 'companies', 'kysely_migration')`.execute(
            fresh.database.db,
          );
          expect(tables.rows[0]!.n).toBe(3);
        } finally {
          await a.destroy();
          await b.destroy();
        }
      });
    }
  });
});

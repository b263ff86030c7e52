import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../test/test-database.js';
import { openDatabase } from './client.js';
import { WalCheckpointer, type Checkpoint } from './wal-checkpointer.js';

describe.skipIf(testEngine !== 'sqlite')('the write-ahead log, checkpointed on a worker thread', () => {
  it('is not checkpointed by the server’s connection; the worker copies it, and it stops growing under writes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-wal-'));
    const file = path.join(dataDir, 'wal.db');
    const database = openDatabase({ sqliteFile: file, walCheckpointIntervalMs: 10 });
    try {
      const { db, walCheckpointer } = database;
      const automatic = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db);
      expect(automatic.rows).toEqual([{ wal_autocheckpoint: 0 }]);
      await sql`create table filler (id integer primary key, body text not null)`.execute(db);

      // A batch is 500 rows of 4 kB, each on a page of its own: 500 pages of log, fewer than the
      // 1,000 after which SQLite's automatic checkpoint would have copied them.
      const rows = 500;
      const body = 'ç'.repeat(2000);
      const batch = () =>
        db.transaction().execute(async (trx) => {
          for (let i = 0; i < rows; i++) await sql`insert into filler (body) values (${body})`.execute(trx);
        });
      /** The worker's next checkpoint that copied a whole batch into the database. */
      const batchCopied = () =>
        new Promise<Checkpoint>((resolve) => {
          const stop = walCheckpointer!.onCheckpoint((checkpoint) => {
            if (checkpoint.frames < rows || checkpoint.copied !== checkpoint.frames) return;
            stop();
            resolve(checkpoint);
          });
        });
      const walBytes = () => statSync(`${file}-wal`).size;

      const sizes: number[] = [];
      for (let round = 0; round < 6; round++) {
        const copied = batchCopied();
        await batch();
        await copied;
        sizes.push(walBytes());
      }
      // Each batch found the log copied and wrote it from its start: six batches of 2 MB leave a
      // log of one.
      const bound = sizes[0]! * 1.25;
      for (const size of sizes) expect(size).toBeLessThanOrEqual(bound);
      expect(sizes[0]).toBeGreaterThan(rows * 4096);
      // And the rows are in the database file itself.
      expect(statSync(file).size).toBeGreaterThan(6 * rows * 4096);
      const count = await sql<{ n: number }>`select count(*) as n from filler`.execute(db);
      expect(count.rows[0]!.n).toBe(6 * rows);
    } finally {
      await database.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('tells the app when its thread stops of itself (the app then checkpoints on its own connection)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vazife-wal-'));
    try {
      // No database there: the worker's connection fails to open.
      const stopped = await new Promise<Error | undefined>((resolve) => {
        new WalCheckpointer(path.join(dataDir, 'yok.db'), 10, resolve);
      });
      expect(stopped?.message).toMatch(/unable to open database file|does not exist/i);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { createHash } from 'node:crypto';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Dialect,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialectInfo, type DialectName } from './dialect.js';
import { migrations, type DialectMigration } from './migrate.js';

/**
 * Migrations are forward-only (docs/architecture.md): a released migration has run on databases
 * already and never runs there again, so the SQL it writes must stay what it was, to the byte,
 * whatever is done to its file (a helper shared between migrations may write it). Each is run
 * here on both engines' compilers, without a database, and its statements' digest held to the one
 * it was released with. A new migration adds its line; a changed one is a new migration.
 */
const released: Record<string, Record<DialectName, string>> = {
  '0001-foundation': { sqlite: '3d9d9b03da1bd52d', postgres: 'c8be1cb2e44d1d03' },
  '0002-tasks': { sqlite: 'c6a7b8b19891a9b3', postgres: '4b1a9de4baccdfd4' },
  '0003-task-list-versions': { sqlite: '4225d53bad76b2b2', postgres: 'b65481073af6865a' },
  '0004-task-count-indexes': { sqlite: 'e3aa3038f305bc0b', postgres: 'e3aa3038f305bc0b' },
  '0005-completion-rounds': { sqlite: '765d53dbd875f0d5', postgres: '55b4cd3f19d6eaa6' },
  '0006-join-rejections': { sqlite: 'dc55f66502410051', postgres: '4c3327eaf1622beb' },
  '0007-messaging': { sqlite: 'c735a7cccf1f56d4', postgres: '1b1ae887fa71f3bb' },
  '0008-notifications': { sqlite: 'c3a14bf28dce6af4', postgres: 'e7e1b12bf7a66e3a' },
  '0009-message-thumbnails': { sqlite: '06633c07602e82dd', postgres: '06633c07602e82dd' },
  '0010-message-list-versions': { sqlite: '40d047645903ad5c', postgres: '64714a6d3c149316' },
  '0011-ended-sessions': { sqlite: '633c4b226bb76cdc', postgres: '9b64c6e0c3583d0a' },
  '0012-notification-subjects': { sqlite: '70fb19577a38e85e', postgres: '70fb19577a38e85e' },
  '0013-reports': { sqlite: '9faf01954eb2d162', postgres: '13e69c1f4b6013fc' },
  '0014-announcements': { sqlite: '12b2dd85a802356d', postgres: '00a845dac49bdc83' },
  '0015-search': { sqlite: '64836446708c6016', postgres: '7a56d340ba657632' },
  '0016-subscriptions': { sqlite: '9850b539e4132fde', postgres: 'dce83241791b14ad' },
  '0017-search-per-kind': { sqlite: '475c1253ea2a6d4c', postgres: 'd5c9c7911b4da6a2' },
  '0019-operator-audit': { sqlite: '2b441d91cb6ee974', postgres: 'ae4bcac43f5ac131' },
  '0018-paytr': { sqlite: 'e4806d4f82c987b3', postgres: 'f9c95c8c3e18041b' },
  '0020-operator-two-factor': { sqlite: '6010249c91491245', postgres: '4fbf63a1f442b953' },
  '0021-operator-sign-in-guard': { sqlite: '5ef54129c2b853c0', postgres: '01546008d3429d1b' },
  '0022-notification-params': { sqlite: 'f381cf8421c7b424', postgres: 'f381cf8421c7b424' },
  '0023-search-word-starts': { sqlite: '7cc4f99ecf4f1032', postgres: '9d8c9af76f48db6b' },
  '0024-plan-changes': { sqlite: '217ec562601e4d80', postgres: '4d93d950ee8177c7' },
};

const compilers: Record<DialectName, Dialect> = {
  sqlite: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  postgres: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
};

/** The digest of every statement the migration writes on the engine, with its parameters, in order. */
async function digestOf(migration: DialectMigration, engine: DialectName): Promise<string> {
  const hash = createHash('sha256');
  const db = new Kysely<unknown>({
    dialect: compilers[engine],
    log: (event) => {
      if (event.level === 'query') hash.update(`${event.query.sql}\n${JSON.stringify(event.query.parameters)}\n`);
    },
  });
  await migration.up(db, dialectInfo(engine));
  return hash.digest('hex').slice(0, 16);
}

// A migration that writes a row stamps it with the time: the same time for every run.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-01-01T00:00:00.000Z'));
});
afterAll(() => vi.useRealTimers());

describe('released migrations', () => {
  it.each(Object.entries(migrations))('%s writes the SQL it was released with', async (name, migration) => {
    const written = { sqlite: await digestOf(migration, 'sqlite'), postgres: await digestOf(migration, 'postgres') };
    expect(written, `${name}: a new migration adds its line to \`released\``).toEqual(released[name]);
  });
});

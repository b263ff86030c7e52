import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DialectInfo } from './dialect.js';
import * as m0001 from './migrations/0001-foundation.js';
import * as m0002 from './migrations/0002-tasks.js';
import * as m0003 from './migrations/0003-task-list-versions.js';
import * as m0004 from './migrations/0004-task-count-indexes.js';
import * as m0005 from './migrations/0005-completion-rounds.js';
import * as m0006 from './migrations/0006-join-rejections.js';
import * as m0007 from './migrations/0007-messaging.js';
import * as m0008 from './migrations/0008-notifications.js';
import * as m0009 from './migrations/0009-message-thumbnails.js';
import * as m0010 from './migrations/0010-message-list-versions.js';
import * as m0011 from './migrations/0011-ended-sessions.js';
import * as m0012 from './migrations/0012-notification-subjects.js';
import * as m0013 from './migrations/0013-reports.js';
import * as m0014 from './migrations/0014-announcements.js';
import * as m0015 from './migrations/0015-search.js';
import * as m0016 from './migrations/0016-subscriptions.js';
import * as m0017 from './migrations/0017-search-per-kind.js';
import * as m0019 from './migrations/0019-operator-audit.js';
import * as m0018 from './migrations/0018-paytr.js';
import * as m0020 from './migrations/0020-operator-two-factor.js';
import * as m0021 from './migrations/0021-operator-sign-in-guard.js';
import * as m0022 from './migrations/0022-notification-params.js';
import * as m0023 from './migrations/0023-search-word-starts.js';
import * as m0024 from './migrations/0024-plan-changes.js';

/** A migration receives the dialect so that one file serves SQLite and PostgreSQL. */
export interface DialectMigration {
  up(db: Kysely<unknown>, dialect: DialectInfo): Promise<void>;
  down?(db: Kysely<unknown>, dialect: DialectInfo): Promise<void>;
}

export const migrations: Record<string, DialectMigration> = {
  '0001-foundation': m0001,
  '0002-tasks': m0002,
  '0003-task-list-versions': m0003,
  '0004-task-count-indexes': m0004,
  '0005-completion-rounds': m0005,
  '0006-join-rejections': m0006,
  '0007-messaging': m0007,
  '0008-notifications': m0008,
  '0009-message-thumbnails': m0009,
  '0010-message-list-versions': m0010,
  '0011-ended-sessions': m0011,
  '0012-notification-subjects': m0012,
  '0013-reports': m0013,
  '0014-announcements': m0014,
  '0015-search': m0015,
  '0016-subscriptions': m0016,
  '0017-search-per-kind': m0017,
  '0019-operator-audit': m0019,
  '0018-paytr': m0018,
  '0020-operator-two-factor': m0020,
  '0021-operator-sign-in-guard': m0021,
  '0022-notification-params': m0022,
  '0023-search-word-starts': m0023,
  '0024-plan-changes': m0024,
};

class ListedMigrations implements MigrationProvider {
  constructor(private readonly dialect: DialectInfo) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        {
          up: (db: Kysely<unknown>) => m.up(db, this.dialect),
          ...(m.down ? { down: (db: Kysely<unknown>) => m.down!(db, this.dialect) } : {}),
        },
      ]),
    );
  }
}

/**
 * Brings the schema up to date. On PostgreSQL, Kysely's migrator holds an advisory lock for the
 * whole run, so two instances starting at once migrate one after the other.
 */
export async function migrateToLatest(db: Kysely<unknown>, dialect: DialectInfo): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new ListedMigrations(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

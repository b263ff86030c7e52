import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, sqliteFileIn, type DatabaseHandle } from './db/client.js';
import { migrateToLatest } from './db/migrate.js';
import { checkDatabase, SettingError } from './start-checks.js';

/**
 * Runs a step of the start; a setting it finds wrong (ConfigError, SettingError) stops the process
 * with its one line and exit code 2. Anything else is a fault of the program and throws as usual.
 */
export async function orStop<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

function openChecked(config: Config): Promise<DatabaseHandle> {
  return orStop(async () => {
    let database: DatabaseHandle;
    try {
      database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
    } catch (error) {
      // PostgreSQL's pool connects on first use; only SQLite's file can fail to open here.
      throw new SettingError('DATA_DIR', `${sqliteFileIn(config.dataDir)} açılamadı`, error);
    }
    await checkDatabase(database);
    return database;
  });
}

/** Config and a migrated database: what the server and every command start from. */
export async function openMigratedDatabase(): Promise<{ config: Config; database: DatabaseHandle; applied: string[] }> {
  const config = await orStop(() => loadConfig());
  const database = await openChecked(config);
  const applied = await migrateToLatest(database.db as never, database.dialect);
  return { config, database, applied };
}

import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, sqliteFileIn, type DatabaseHandle } from './db/client.js';
import { migrateToLatest } from './db/migrate.js';

/** Config and a migrated database: what the server and every command start from. */
export async function openMigratedDatabase(): Promise<{ config: Config; database: DatabaseHandle; applied: string[] }> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) });
  const applied = await migrateToLatest(database.db as never, database.dialect);
  return { config, database, applied };
}

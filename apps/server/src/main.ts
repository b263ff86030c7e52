import { buildApp } from './app.js';
import { openMigratedDatabase, orStop } from './bootstrap.js';
import { ensureFirstAdmin } from './modules/admin/admin.service.js';
import { firstPasswordFile, firstPasswordOwner, writeFirstPassword } from './modules/admin/first-password.service.js';
import { createStorage } from './platform/create-storage.js';
import { PgBus } from './platform/pg-bus.js';
import { prettyLogStream } from './platform/pretty-log.js';
import { TokenService } from './platform/tokens.js';
import { signInBlock, siteAddress, type SignInState } from './sign-in-block.js';
import { checkStorage, listenError } from './start-checks.js';

// Each setting is tried as the start reaches it; one that does not work stops the process with a
// line naming it and exit code 2 (bootstrap.ts): the database, the file storage, then HOST and PORT.
const { config, database, applied } = await openMigratedDatabase();
const storage = createStorage(config.storage, config.dataDir);
await orStop(() => checkStorage(storage, config.storage));
const tokens = new TokenService(config.jwtSecret, config.tokenTtlHours);
// On PostgreSQL, live events cross instances through LISTEN/NOTIFY; on SQLite (one process) the
// app's in-process bus is enough. Its troubles go to the app's log once there is one.
const busLog = { error: (err: unknown, what: string) => console.error(what, err) };
const bus =
  database.dialect.name === 'postgres' && config.databaseUrl
    ? await PgBus.start({ connectionString: config.databaseUrl, onError: (err, what) => busLog.error(err, what) })
    : undefined;
// The log goes through process.stdout, as the sign-in block does, so that the block comes after
// every line of the start (pino's own destination writes later, asynchronously).
const app = await buildApp(
  { config, database, tokens, storage, ...(bus ? { bus } : {}) },
  { logStream: config.logFormat === 'pretty' ? prettyLogStream(process.stdout) : process.stdout },
);
busLog.error = (err, what) => app.log.error({ err }, what);
if (applied.length) app.log.info({ applied }, 'migrations applied');

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let those under way finish, then close the database.
  const closing = app.close();
  await app.drained(10_000);
  await closing;
  await bus?.close();
  await database.destroy();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await orStop(async () => {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    throw listenError(error, config) ?? error;
  }
});
app.log.info(`Vazife ${database.dialect.name === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ile çalışıyor`);

// The first operator only once the server listens: a start that fails before (a port taken) makes
// none, and the next start makes it and shows its password.
const created = await ensureFirstAdmin(
  { db: database.db },
  {
    username: config.adminUsername,
    password: config.adminPassword,
  },
);
const address = app.server.address();
const state: SignInState = {
  site: siteAddress(config, typeof address === 'object' && address ? address.port : config.port),
  created,
};
if (created?.password) {
  try {
    writeFirstPassword(config.dataDir, created.username, created.password);
  } catch (error) {
    state.passwordFileError = (error as NodeJS.ErrnoException).code ?? String(error);
  }
}
const owner = firstPasswordOwner(config.dataDir);
if (owner) state.passwordFile = { path: firstPasswordFile(config.dataDir), username: owner };
// Last, after the log lines of the start; on a terminal no request line follows it (app.ts).
console.log(`\n${signInBlock(state).join('\n')}\n`);

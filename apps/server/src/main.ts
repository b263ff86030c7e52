import { buildApp } from './app.js';
import { openMigratedDatabase } from './bootstrap.js';
import { ensureFirstAdmin } from './modules/admin/admin.service.js';
import { PgBus } from './platform/pg-bus.js';
import { TokenService } from './platform/tokens.js';

const { config, database, applied } = await openMigratedDatabase();
const tokens = new TokenService(config.jwtSecret, config.tokenTtlHours);
// On PostgreSQL, live events cross instances through LISTEN/NOTIFY; on SQLite (one process) the
// app's in-process bus is enough. Its troubles go to the app's log once there is one.
const busLog = { error: (err: unknown, what: string) => console.error(what, err) };
const bus =
  database.dialect.name === 'postgres' && config.databaseUrl
    ? await PgBus.start({ connectionString: config.databaseUrl, onError: (err, what) => busLog.error(err, what) })
    : undefined;
const app = await buildApp({ config, database, tokens, ...(bus ? { bus } : {}) });
busLog.error = (err, what) => app.log.error({ err }, what);
if (applied.length) app.log.info({ applied }, 'migrations applied');

const firstAdmin = await ensureFirstAdmin(database.db, {
  username: config.adminUsername,
  password: config.adminPassword,
});
if (firstAdmin) {
  // Printed once, on purpose: this is the only moment the generated password exists in clear.
  const secret = firstAdmin.password ? ` şifre: ${firstAdmin.password}` : ' (şifre ADMIN_PASSWORD ortam değişkeninden)';
  console.log(
    `\nPlatform yöneticisi oluşturuldu. Kullanıcı adı: ${firstAdmin.username}${secret}\nGiriş: /super-admin/login\n`,
  );
}

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

await app.listen({ port: config.port, host: config.host });
app.log.info(`Vazife ${database.dialect.name === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ile çalışıyor`);

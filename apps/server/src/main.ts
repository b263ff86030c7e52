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

const firstAdmin = await ensureFirstAdmin(
  { db: database.db },
  {
    username: config.adminUsername,
    password: config.adminPassword,
  },
);

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

// Where to go, after the log lines of the start (the logger writes asynchronously: a line or two
// of its own may still follow).
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const hostName = ['0.0.0.0', '::', ''].includes(config.host)
  ? 'localhost'
  : config.host.includes(':')
    ? `[${config.host}]`
    : config.host;
const site = (config.publicUrl ?? `http://${hostName}:${port}`).replace(/\/$/, '');
const lines = [`Vazife hazır: ${site}`];
if (firstAdmin) {
  // Printed once, on purpose: this is the only moment the generated password exists in clear.
  lines.push(
    'Platform yöneticisi oluşturuldu:',
    `  Giriş:         ${site}/super-admin/login`,
    `  Kullanıcı adı: ${firstAdmin.username}`,
    firstAdmin.password
      ? `  Şifre:         ${firstAdmin.password} (yalnızca şimdi gösterilir: bir yere not edin)`
      : '  Şifre:         ADMIN_PASSWORD ortam değişkenindeki',
  );
}
console.log(`\n${lines.join('\n')}\n`);

/** Child process: the real app on a loopback port, alone on its thread. */
import { setTimeout } from 'node:timers/promises';
import { buildApp } from '../../apps/server/src/app.js';
import { PgBus } from '../../apps/server/src/platform/pg-bus.js';
import { TokenService } from '../../apps/server/src/platform/tokens.js';
import { benchConfig } from './config.js';
import { openLocation } from './database.js';
import { childInput, fail, reply, type ParentMessage, type ServerInput } from './ipc.js';
import { startUsage } from './usage.js';

const input = childInput<ServerInput>();

async function main(): Promise<void> {
  const config = benchConfig(
    input.location,
    input.jwtSecret,
    input.logLevel,
    input.taskListCacheMb,
    input.messageListCacheMb,
  );
  const database = openLocation(input.location);
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlHours);
  // As main.ts runs it: on PostgreSQL, live events go through LISTEN/NOTIFY.
  const bus = input.location.databaseUrl
    ? await PgBus.start({ connectionString: input.location.databaseUrl })
    : undefined;
  const app = await buildApp({ config, database, tokens, ...(bus ? { bus } : {}) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');

  // app.close() resolves once the sockets are gone, but requests whose client left when autocannon
  // stopped may still be waiting for a database connection: let them finish before the pool closes.
  const stop = async () => {
    await app.close();
    await bus?.close();
    await setTimeout(1000);
    await database.destroy();
  };

  let readUsage = startUsage();
  process.on('message', (raw: unknown) => {
    const message = raw as ParentMessage;
    if (message.type === 'usage-start') readUsage = startUsage();
    if (message.type === 'usage-read') void reply({ type: 'usage', usage: readUsage() });
    if (message.type === 'stop') void stop().then(() => process.exit(0), fail);
  });
  await reply({ type: 'ready', port: address.port });
}

main().catch(fail);

/**
 * Child process of `live-events.ts`: the real app on a loopback port, alone on its thread, with
 * the in-process bus. It publishes when the parent says so and reports its own CPU and memory.
 */
import { buildApp } from '../../apps/server/src/app.js';
import { TokenService } from '../../apps/server/src/platform/tokens.js';
import { benchConfig } from './config.js';
import { openLocation } from './database.js';
import { childInput, fail } from './ipc.js';
import type { DatabaseLocation } from './types.js';
import { startUsage } from './usage.js';

export interface LiveServerInput {
  location: DatabaseLocation;
  jwtSecret: string;
}

export type LiveParentMessage =
  | { type: 'usage-start' }
  | { type: 'usage-read' }
  | { type: 'memory' }
  | { type: 'publish'; companyId: string; senderId: string; receiverId: string; messageId: string }
  | { type: 'stop' };

export type LiveChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'usage'; usage: ReturnType<ReturnType<typeof startUsage>>; cpuMs: number }
  | { type: 'memory'; rssMb: number; heapUsedMb: number; streams: number }
  | { type: 'failed'; message: string };

const input = childInput<LiveServerInput>();
const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
const send = (message: LiveChildMessage) => process.send!(message);

async function main(): Promise<void> {
  const config = benchConfig(input.location, input.jwtSecret, 'warn', 64);
  const database = openLocation(input.location);
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlHours);
  const app = await buildApp({ config, database, tokens });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');

  let readUsage = startUsage();
  let cpuStart = process.cpuUsage();
  process.on('message', (raw: unknown) => {
    const message = raw as LiveParentMessage;
    if (message.type === 'usage-start') {
      readUsage = startUsage();
      cpuStart = process.cpuUsage();
    }
    if (message.type === 'usage-read') {
      const cpu = process.cpuUsage(cpuStart);
      send({ type: 'usage', usage: readUsage(), cpuMs: Math.round((cpu.user + cpu.system) / 1000) });
    }
    if (message.type === 'memory') {
      // Run with --expose-gc: what the streams hold, not garbage not yet collected.
      (globalThis as { gc?: () => void }).gc?.();
      const memory = process.memoryUsage();
      send({ type: 'memory', rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed), streams: app.liveHub.size });
    }
    if (message.type === 'publish')
      // What the messaging module's send route will publish for a direct message, after its commit.
      app.deps.bus.publish(
        { kind: 'users', companyId: message.companyId, userIds: [message.senderId, message.receiverId] },
        {
          type: 'message.created',
          message_id: message.messageId,
          sender_id: message.senderId,
          receiver_id: message.receiverId,
          group_id: null,
          // The event's own weight without a message body; the benchmark measures delivery.
          message: null,
          refetch: true,
        },
      );
    if (message.type === 'stop')
      void app
        .close()
        .then(() => database.destroy())
        .then(() => process.exit(0), fail);
  });
  send({ type: 'ready', port: address.port });
}

main().catch(fail);

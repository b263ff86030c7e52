/**
 * Child process of `busy-hour.ts`: the real app on a loopback port, alone in its process, as
 * main.ts runs it (on PostgreSQL the live events go through LISTEN/NOTIFY). Over a measured window
 * it reports its own CPU time, the bytes it wrote to every socket (answers and live events), its
 * event-loop delay and how often its answer caches were asked and had the answer.
 */
import type { Socket } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { buildApp } from '../../../apps/server/src/app.js';
import { AnswerCache } from '../../../apps/server/src/platform/answer-cache.js';
import { PgBus } from '../../../apps/server/src/platform/pg-bus.js';
import { TokenService } from '../../../apps/server/src/platform/tokens.js';
import { benchConfig } from '../config.js';
import { openLocation } from '../database.js';
import { childInput, fail } from '../ipc.js';
import type { DatabaseLocation, ProcessUsage } from '../types.js';
import { startUsage } from '../usage.js';
import { stallRecorder, type StallSummary } from './stalls.js';

export interface BusyServerInput {
  location: DatabaseLocation;
  jwtSecret: string;
  /** 0 turns both answer caches off (TASK_LIST_CACHE_MB and MESSAGE_LIST_CACHE_MB). */
  cacheMb: number;
}

/** `window-end`: the sending stopped (cores are read over the sending); `window-read` after the drain. */
export type BusyParentMessage =
  { type: 'window-start' } | { type: 'window-end' } | { type: 'window-read' } | { type: 'stop' };

export interface CacheCounts {
  hits: number;
  misses: number;
}

export interface ServerWindow {
  usage: ProcessUsage;
  /** Over the whole window, drain included. */
  cpuMs: number;
  wallMs: number;
  /** Cores used while the messages were being sent (window start to window end, no drain). */
  coresWhileSending: number;
  bytesWritten: number;
  eventLoop: { p50Ms: number; p99Ms: number; maxMs: number };
  /** The event loop's stalls of 50 ms or more, and where the time went (`stalls.ts`). */
  stalls: StallSummary;
  /** SQLite: the checkpoints of the write-ahead log its worker thread made (`wal-checkpointer.ts`). */
  checkpoints?: CheckpointSummary;
  /** Per cache class (TaskListCache, MessageListCache): lookups that found the answer, and not. */
  caches: Record<string, CacheCounts>;
  streams: number;
}

export interface CheckpointSummary {
  count: number;
  /** The most frames one checkpoint found in the log: about how long it grows between resets. */
  maxFrames: number;
  /** How long the longest took on the worker thread (passes, copies and syncs). */
  maxMs: number;
}

export type BusyChildMessage =
  { type: 'ready'; port: number } | { type: 'window'; window: ServerWindow } | { type: 'failed'; message: string };

const input = childInput<BusyServerInput>();
const send = (message: BusyChildMessage) => process.send!(message);

// The caches keep no counters of their own: every lookup goes through AnswerCache.get, so it is
// counted here, in this process only, by the subclass that asked.
const cacheCounts: Record<string, CacheCounts> = {};
const originalGet = AnswerCache.prototype.get;
AnswerCache.prototype.get = function counted(this: AnswerCache, ...args: Parameters<AnswerCache['get']>) {
  const answer = originalGet.apply(this, args);
  const counts = (cacheCounts[this.constructor.name] ??= { hits: 0, misses: 0 });
  if (answer) counts.hits += 1;
  else counts.misses += 1;
  return answer;
};

async function main(): Promise<void> {
  const config = benchConfig(input.location, input.jwtSecret, 'warn', input.cacheMb, input.cacheMb);
  const database = openLocation(input.location);
  const tokens = new TokenService(config.jwtSecret, config.tokenTtlHours);
  const bus = input.location.databaseUrl
    ? await PgBus.start({ connectionString: input.location.databaseUrl })
    : undefined;
  const app = await buildApp({ config, database, tokens, ...(bus ? { bus } : {}) });

  // Bytes written to every socket: answers, headers and the live streams' frames.
  const sockets = new Set<Socket>();
  let closedBytes = 0;
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  const bytesWritten = () => {
    let total = closedBytes;
    for (const socket of sockets) total += socket.bytesWritten;
    return total;
  };

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const stalls = stallRecorder();
  let checkpoints: CheckpointSummary = { count: 0, maxFrames: 0, maxMs: 0 };
  database.walCheckpointer?.onCheckpoint(({ frames, ms }) => {
    checkpoints.count += 1;
    checkpoints.maxFrames = Math.max(checkpoints.maxFrames, frames);
    checkpoints.maxMs = Math.max(checkpoints.maxMs, Math.round(ms));
  });
  let readUsage = startUsage();
  let cpuStart = process.cpuUsage();
  let wallStart = performance.now();
  let bytesStart = 0;
  let cachesStart: Record<string, CacheCounts> = {};
  let coresWhileSending = 0;

  const stop = async () => {
    delay.disable();
    // After the measurement, calls of clients that left may still reach for the pool as it closes
    // ("driver has already been destroyed"): not news, so not logged.
    app.log.level = 'fatal';
    await app.close();
    await bus?.close();
    // Calls whose client left may still be waiting for the database: let them end first.
    await setTimeout(3000);
    await database.destroy();
  };

  process.on('message', (raw: unknown) => {
    const message = raw as BusyParentMessage;
    if (message.type === 'window-start') {
      readUsage = startUsage();
      cpuStart = process.cpuUsage();
      wallStart = performance.now();
      bytesStart = bytesWritten();
      cachesStart = structuredClone(cacheCounts);
      delay.reset();
      delay.enable();
      stalls.start();
      checkpoints = { count: 0, maxFrames: 0, maxMs: 0 };
    }
    if (message.type === 'window-end') {
      const cpu = process.cpuUsage(cpuStart);
      coresWhileSending = Math.round(((cpu.user + cpu.system) / 1000 / (performance.now() - wallStart)) * 100) / 100;
    }
    if (message.type === 'window-read') {
      const cpu = process.cpuUsage(cpuStart);
      delay.disable();
      const caches: Record<string, CacheCounts> = {};
      for (const [name, counts] of Object.entries(cacheCounts))
        caches[name] = {
          hits: counts.hits - (cachesStart[name]?.hits ?? 0),
          misses: counts.misses - (cachesStart[name]?.misses ?? 0),
        };
      const ms = (ns: number) => Math.round(ns / 1e4) / 100;
      send({
        type: 'window',
        window: {
          usage: readUsage(),
          cpuMs: Math.round((cpu.user + cpu.system) / 1000),
          wallMs: Math.round(performance.now() - wallStart),
          coresWhileSending,
          bytesWritten: bytesWritten() - bytesStart,
          eventLoop: { p50Ms: ms(delay.percentile(50)), p99Ms: ms(delay.percentile(99)), maxMs: ms(delay.max) },
          stalls: stalls.read(),
          ...(database.walCheckpointer ? { checkpoints } : {}),
          caches,
          streams: app.liveHub.size,
        },
      });
    }
    if (message.type === 'stop') void stop().then(() => process.exit(0), fail);
  });
  send({ type: 'ready', port: address.port });
}

main().catch(fail);

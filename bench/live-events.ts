/**
 * The live layer under 2,000 signed-in people on one instance: delivery time of one message a
 * second over their SSE streams, the memory a stream costs, and the server's CPU for them, against
 * the same people polling every 3 s as the fallback does. SQLite, in-process bus; the server runs
 * in a child process so that its CPU and memory are its own.
 *
 *   npm run live-events -w bench -- [--clients 2000] [--seconds 60]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ask, openStream, percentile, seedPeople, type Stream } from './lib/live-clients.js';
import type { LiveParentMessage, LiveServerInput } from './lib/live-server-child.js';
import { machine } from './lib/report.js';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '60' } },
});
const clients = Math.max(2, Number(values.clients) || 2000);
const seconds = Math.max(5, Number(values.seconds) || 60);
const pollEveryMs = 3000;
const log = (line: string) => console.log(line);

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;

async function measureStreams(
  child: ChildProcess,
  port: number,
  companyId: string,
  people: { id: string; token: string }[],
) {
  const before = await ask(child, { type: 'memory' }, 'memory');
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const onMessage = (id: string) => {
    const sent = sentAt.get(id);
    if (sent !== undefined) latencies.push(performance.now() - sent);
  };
  const streams: Stream[] = [];
  const opening = performance.now();
  for (let i = 0; i < people.length; i += 200)
    streams.push(...(await Promise.all(people.slice(i, i + 200).map((p) => openStream(port, p.token, onMessage)))));
  const openedIn = performance.now() - opening;
  await sleep(2000);
  const after = await ask(child, { type: 'memory' }, 'memory');

  child.send({ type: 'usage-start' } satisfies LiveParentMessage);
  let expected = 0;
  for (let s = 0; s < seconds; s++) {
    const sender = people[Math.floor(Math.random() * people.length)]!;
    let receiver = sender;
    while (receiver === sender) receiver = people[Math.floor(Math.random() * people.length)]!;
    const messageId = randomUUID();
    sentAt.set(messageId, performance.now());
    expected += 2;
    child.send({
      type: 'publish',
      companyId,
      senderId: sender.id,
      receiverId: receiver.id,
      messageId,
    } satisfies LiveParentMessage);
    await sleep(1000);
  }
  const { usage, cpuMs } = await ask(child, { type: 'usage-read' }, 'usage');
  streams.forEach((s) => s.response.destroy());
  latencies.sort((a, b) => a - b);
  return { before, after, openedIn, usage, cpuMs, latencies, expected };
}

/** Each person polls `GET /api/auth/me` every 3 s on a kept-alive connection of their own, spread evenly. */
async function measurePolling(child: ChildProcess, port: number, people: { token: string }[]) {
  const latencies: number[] = [];
  let failed = 0;
  let measuring = false;
  const agents = people.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const poll = (i: number) => {
    const started = performance.now();
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/auth/me',
        agent: agents[i],
        headers: { authorization: `Bearer ${people[i]!.token}` },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (!measuring) return;
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else failed += 1;
        });
      },
    );
    request.on('error', () => measuring && (failed += 1));
  };
  const timers: NodeJS.Timeout[] = [];
  people.forEach((_, i) => {
    const offset = (i * pollEveryMs) / people.length;
    timers.push(setTimeout(() => (poll(i), timers.push(setInterval(() => poll(i), pollEveryMs))), offset));
  });
  // One round to open the connections, then the measured time.
  await sleep(pollEveryMs + 500);
  measuring = true;
  child.send({ type: 'usage-start' } satisfies LiveParentMessage);
  await sleep(seconds * 1000);
  const { usage, cpuMs } = await ask(child, { type: 'usage-read' }, 'usage');
  measuring = false;
  timers.forEach((t) => clearTimeout(t));
  await sleep(500);
  agents.forEach((a) => a.destroy());
  latencies.sort((a, b) => a - b);
  return { usage, cpuMs, latencies, failed };
}

async function main() {
  const m = machine();
  log(`${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, load average ${m.loadAverage1m}`);
  log(`${clients} people, ${seconds} s per phase, SQLite, in-process bus\n`);
  const secret = `bench-${randomUUID()}`;
  const { database, companyId, people } = await seedPeople(clients, secret);
  const child = fork(
    new URL('./lib/live-server-child.ts', import.meta.url),
    [JSON.stringify({ location: database.location, jwtSecret: secret } satisfies LiveServerInput)],
    { execArgv: [...process.execArgv, '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  try {
    const { port } = await ask(child, undefined, 'ready');
    const sse = await measureStreams(child, port, companyId, people);
    const perStreamKb = ((sse.after.rssMb - sse.before.rssMb) * 1024) / clients;
    const heapPerStreamKb = ((sse.after.heapUsedMb - sse.before.heapUsedMb) * 1024) / clients;
    log(`SSE: ${sse.after.streams} streams opened in ${ms(sse.openedIn)}`);
    log(
      `  delivered ${sse.latencies.length} of ${sse.expected} events; p50 ${ms(percentile(sse.latencies, 50))}, p99 ${ms(percentile(sse.latencies, 99))}, max ${ms(percentile(sse.latencies, 100))}`,
    );
    log(
      `  server RSS ${sse.before.rssMb} → ${sse.after.rssMb} MB (${perStreamKb.toFixed(1)} KB per stream), heap ${sse.before.heapUsedMb} → ${sse.after.heapUsedMb} MB (${heapPerStreamKb.toFixed(1)} KB per stream)`,
    );
    log(
      `  server CPU over ${seconds} s: ${sse.cpuMs} ms (${(sse.cpuMs / seconds / 10).toFixed(2)} % of a core); peak RSS ${sse.usage.maxRssMb} MB`,
    );
    await sleep(2000);

    const polling = await measurePolling(child, port, people);
    const requests = polling.latencies.length;
    log(
      `Polling GET /api/auth/me every 3 s: ${requests} answers (${(requests / seconds).toFixed(0)}/s), ${polling.failed} failed`,
    );
    log(
      `  answer p50 ${ms(percentile(polling.latencies, 50))}, p99 ${ms(percentile(polling.latencies, 99))}; a change waits 1.5 s on average, up to 3 s`,
    );
    log(
      `  server CPU over ${seconds} s: ${polling.cpuMs} ms (${(polling.cpuMs / seconds / 10).toFixed(2)} % of a core); peak RSS ${polling.usage.maxRssMb} MB`,
    );
    log(`  SSE costs ${((sse.cpuMs / polling.cpuMs) * 100).toFixed(1)} % of polling's server CPU`);
    log(
      `\nmachine during the run: busy ${sse.usage.machineBusyCores} / ${polling.usage.machineBusyCores} cores, stolen ${sse.usage.stolenCores} / ${polling.usage.stolenCores}`,
    );
  } finally {
    child.send({ type: 'stop' } satisfies LiveParentMessage);
    await new Promise((resolve) => child.once('exit', resolve));
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

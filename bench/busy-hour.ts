/**
 * The busy hour: 300 signed-in people of one company, each a simulated web client with its live
 * stream open, while messages are sent open-loop at a given rate (70 % direct, 30 % to a group)
 * and a task changes every second. It counts what the clients' reactions to the events cost: HTTP
 * calls (and cancelled ones), bytes the server sent, the server's CPU, delivery and refetch times,
 * the server's event-loop delay and its answer caches' hit rate. With `--announcements N` the
 * employer also publishes N announcements a minute to every member (30 workers have the Duyurular
 * page open), with `--reports N` workers write N reports a minute. See bench/README.md, "Busy hour".
 *
 *   npm run busy-hour -w bench -- --engine sqlite,postgres --rate 2,5,10,20 --cache on,off \
 *     --duration 45 --client today [--announcements 2 --reports 6]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import type { Role } from '@vazife/contract';
import { TokenService } from '../apps/server/src/platform/tokens.js';
import { askChild } from './lib/child-ask.js';
import { codeVersion, describeVersion, sameVersion } from './lib/code-version.js';
import { adminPostgresUrl, createBenchDatabase, openLocation, postgresUnavailable } from './lib/database.js';
import { createApi, type Api, type RequestRecord } from './lib/busy/api.js';
import type { ClientModel, SimulatedClient } from './lib/busy/client-model.js';
import { clientModels } from './lib/busy/clients/index.js';
import { planPopulation, screenCounts, shape, talks, withGroupIds, type Population } from './lib/busy/population.js';
import type { BusyChildMessage, BusyParentMessage, BusyServerInput, ServerWindow } from './lib/busy/server-child.js';
import { openLiveStream, type LiveStream } from './lib/busy/stream.js';
import { machine } from './lib/report.js';
import { random } from './lib/prng.js';
import { seedCompanies } from './lib/seed.js';
import type { Engine } from './lib/types.js';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite,postgres' },
    rate: { type: 'string', default: '2,5,10,20' },
    cache: { type: 'string', default: 'on,off' },
    duration: { type: 'string', default: '45' },
    warmup: { type: 'string', default: '5' },
    client: { type: 'string', default: 'today' },
    announcements: { type: 'string', default: '0' },
    reports: { type: 'string', default: '0' },
  },
});

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const engines = list(values.engine).map((e) => {
  if (e !== 'sqlite' && e !== 'postgres') throw new Error(`--engine: sqlite or postgres, not "${e}"`);
  return e as Engine;
});
const rates = list(values.rate).map((r) => {
  const n = Number(r);
  if (!(n > 0 && n <= 200)) throw new Error(`--rate: messages a second, 0–200, not "${r}"`);
  return n;
});
const caches = list(values.cache).map((c) => {
  if (c !== 'on' && c !== 'off') throw new Error(`--cache: on or off, not "${c}"`);
  return c;
});
const duration = Number(values.duration);
const warmup = Number(values.warmup);
if (!(duration >= 5 && duration <= 300)) throw new Error('--duration: 5–300 seconds');
if (!(warmup >= 0 && warmup <= 60)) throw new Error('--warmup: 0–60 seconds');
const chosen: ClientModel | undefined = clientModels[values.client];
if (!chosen) throw new Error(`--client: one of ${Object.keys(clientModels).join(', ')}`);
const model: ClientModel = chosen;
const perMinute = (name: string, raw: string) => {
  const n = Number(raw);
  if (!(n >= 0 && n <= 600)) throw new Error(`--${name}: a minute, 0–600, not "${raw}"`);
  return n;
};
const announcementsPerMinute = perMinute('announcements', values.announcements);
const reportsPerMinute = perMinute('reports', values.reports);
/** Workers on the Duyurular page while announcements are published (`planPopulation`). */
const announcementReaders = announcementsPerMinute > 0 ? 30 : 0;
/** The reports' types in turn: two of six (olay, guvenlik) ring the employer's and the managers' bells. */
const reportTypes = ['gunluk', 'olay', 'haftalik', 'mesai_teslim', 'guvenlik', 'bakim'] as const;

/** After the sending stops, the follow-up calls of the last messages still count. */
const drainMs = 3000;
/** The server's answer caches when on: the default of TASK_LIST_CACHE_MB and MESSAGE_LIST_CACHE_MB. */
const cacheOnMb = 64;
const log = (line: string) => console.log(line);

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const round = (n: number, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);

/** Runs `work` over `items` with at most `limit` at once. */
async function inPool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

const ask = (child: ChildProcess, message: BusyParentMessage | undefined, type: 'ready' | 'window') =>
  askChild<BusyChildMessage, typeof type>(child, message, type);

/** The company of 300: the employer first, then the staff in a fixed order, each with a token. */
async function seedPeople(location: Parameters<typeof openLocation>[0], secret: string) {
  const database = openLocation(location);
  try {
    const [company] = await seedCompanies(database.db, [
      { name: 'Yoğun Saat Lojistik A.Ş.', staff: shape.staff, pending: 0 },
    ]);
    const rows = await database.db
      .selectFrom('users')
      .select(['id', 'role', 'token_version', 'email_key'])
      .where('company_id', '=', company!.companyId)
      .orderBy('email_key')
      .execute();
    const ordered = [...rows.filter((r) => r.role === 'isveren'), ...rows.filter((r) => r.role !== 'isveren')];
    const tokens = new TokenService(secret, 1);
    return Promise.all(
      ordered.map(async (row) => ({
        id: row.id,
        role: row.role as Role,
        token: await tokens.sign('vazife:user', { sub: row.id, ver: row.token_version }),
      })),
    );
  } finally {
    await database.destroy();
  }
}

/**
 * What the company had before the hour: the five groups, a few messages in every open chat and
 * group and between others, and 100 tasks. Sent through the API before any client is connected.
 */
async function seedHistory(population: Population, apiOf: (i: number) => Api): Promise<string[]> {
  const groupIds: string[] = [];
  for (const group of population.groups) {
    const answer = await apiOf(0)<{ id: string }>({
      method: 'POST',
      path: '/api/groups/create',
      body: { name: group.name, member_ids: group.memberIds.slice(1) },
    });
    groupIds.push(answer.data.id);
  }
  const next = random(11);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const indexOf = new Map(population.people.map((p, i) => [p.id, i]));
  const sends: { from: number; path: string; body: unknown }[] = [];
  for (const from of population.directSenders) {
    const screen = population.people[from]!.screen;
    if (screen.kind !== 'chat') continue;
    const to = indexOf.get(screen.target.id)!;
    for (let k = 0; k < 3; k++) {
      const [a, b] = k % 2 ? [to, from] : [from, to];
      sends.push({
        from: a,
        path: '/api/messages/send',
        body: { receiver_id: population.people[b]!.id, content: `Merhaba ${k}` },
      });
    }
  }
  population.groups.forEach((group, g) => {
    for (let k = 0; k < 6; k++) {
      const member = indexOf.get(pick(group.memberIds.slice(1)))!;
      sends.push({
        from: member,
        path: `/api/groups/${groupIds[g]}/messages`,
        body: { content: `Günaydın ekip ${k}` },
      });
    }
  });
  for (let k = 0; k < 150; k++) {
    const a = Math.floor(next() * population.people.length);
    let b = a;
    const roleOf = (i: number) => population.people[i]!.role;
    while (b === a || !talks(roleOf(a), roleOf(b))) b = Math.floor(next() * population.people.length);
    sends.push({
      from: a,
      path: '/api/messages/send',
      body: { receiver_id: population.people[b]!.id, content: 'Selam' },
    });
  }
  const tasks = Array.from({ length: 100 }, (_, k) => ({
    from: pick(population.taskCreators),
    path: '/api/tasks/create',
    body: {
      title: `Sevkiyat kontrolü ${k}`,
      description: 'Depodaki paletleri say ve eksikleri yaz.',
      assigned_to: pick(population.taskAssignees),
      priority: 'orta',
    },
  }));
  await inPool([...sends, ...tasks], 4, async ({ from, path, body }) => {
    await apiOf(from)({ method: 'POST', path, body });
  });
  return groupIds;
}

const isMessaging = (route: string) => / \/api\/(messages|groups)\b/.test(route);

interface RunResult {
  engine: Engine;
  cache: 'on' | 'off';
  rate: number;
  client: string;
  windowSeconds: number;
  messagesSent: number;
  /** Sends of the window that failed or had not answered 20 s after the drain: the server fell behind. */
  sendFailures: number;
  taskChanges: number;
  /** Announcements published and reports written in the window (0 unless asked for). */
  announcements: number;
  reports: number;
  requests: number;
  cancelled: number;
  failed: number;
  byRoute: Record<string, { requests: number; cancelled: number }>;
  /** `messagingRequests`: calls to the messaging routes only (`/api/messages…`, `/api/groups…`), without the task changes' calls. */
  perMessage: {
    requests: number;
    messagingRequests: number;
    cancelled: number;
    kB: number;
    eventKB: number;
    cpuMs: number;
  };
  serverCores: number;
  deliveryMs: { p50: number | null; p99: number | null; max: number | null; events: number; expected: number };
  refetchMs: { p50: number | null; p99: number | null; count: number };
  /** A send's call, from its start to its answer (waiting for a connection included). */
  sendMs: { p50: number | null; p99: number | null };
  /** How long calls waited for one of the client's five connections. */
  connectionWaitMs: { p50: number | null; p99: number | null };
  eventLoopMs: ServerWindow['eventLoop'];
  cacheHitRate: Record<string, { hits: number; misses: number; rate: number | null }>;
  server: ServerWindow;
  driverCores: number;
  loadAverageBefore: number;
}

async function runOnce(engine: Engine, cache: 'on' | 'off', rate: number): Promise<RunResult> {
  const loadAverageBefore = machine().loadAverage1m;
  const database = await createBenchDatabase(engine);
  const secret = `bench-${randomUUID()}`;
  let child: ChildProcess | undefined;
  const clients: SimulatedClient[] = [];
  const streams: LiveStream[] = [];
  const closers: (() => void)[] = [];
  try {
    let phaseStart = performance.now();
    const phases: string[] = [];
    const phase = (name: string) => {
      phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
      phaseStart = performance.now();
    };
    const people = await seedPeople(database.location, secret);
    child = fork(
      new URL('./lib/busy/server-child.ts', import.meta.url),
      [
        JSON.stringify({
          location: database.location,
          jwtSecret: secret,
          cacheMb: cache === 'on' ? cacheOnMb : 0,
        } satisfies BusyServerInput),
      ],
      { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    const ready = await ask(child, undefined, 'ready');
    if (ready.type !== 'ready') throw new Error('no port');
    const port = ready.port;

    // Every call of every client, in order; the window picks its own.
    const records: RequestRecord[] = [];
    const apis = people.map((person) => {
      const { api, close } = createApi(port, person.token, (entry) => records.push(entry));
      closers.push(close);
      return api;
    });
    let population = planPopulation(people, undefined, announcementReaders);
    const groupIds = await seedHistory(population, (i) => apis[i]!);
    population = withGroupIds(population, groupIds);
    phase('seed and history');

    // The clients: each shows its screen, then opens its stream (as the web does).
    const received = new Map<string, number[]>();
    const onEventOf = (i: number) => (event: Parameters<SimulatedClient['onEvent']>[0], at: number) => {
      if (event.type === 'message.created' && event.sender_id !== population.people[i]!.id) {
        const times = received.get(event.message_id);
        if (times) times.push(at);
        else received.set(event.message_id, [at]);
      }
      clients[i]!.onEvent(event);
    };
    population.people.forEach((person, i) =>
      clients.push(model.create({ person, screen: person.screen, api: apis[i]! })),
    );
    await inPool(clients, 20, (client) => client.mount());
    phase('screens');
    await inPool(population.people, 50, async (person, i) => {
      streams[i] = await openLiveStream(port, people[i]!.token, onEventOf(i));
    });
    // Quiet: the mounts' mark-reads and their follow-ups are over.
    const quietSince = () => {
      const open = records.filter((r) => !r.outcome).length;
      return open === 0 ? Math.max(0, ...records.map((r) => r.endedAt ?? 0)) : Infinity;
    };
    for (let waited = 0; waited < 20_000 && performance.now() - quietSince() < 1500; waited += 250) await sleep(250);
    phase('streams and quiet');
    log(`  setup: ${phases.join(', ')}`);

    // The hour: messages open-loop at `rate`, a task change every second.
    const next = random(23);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const groupSize = new Map(population.groups.map((g, i) => [groupIds[i]!, g.memberIds.length]));
    const sends: { at: number; recipients: number; id?: string; failed?: boolean }[] = [];
    let taskChanges = 0;
    let windowStart = Infinity;
    const sendOne = (n: number) => {
      const sender = next() < shape.directShare ? pick(population.directSenders) : pick(population.groupSenders);
      const screen = population.people[sender]!.screen;
      const recipients =
        screen.kind === 'chat' && screen.target.kind === 'group' ? groupSize.get(screen.target.id)! - 1 : 1;
      const send: (typeof sends)[number] = { at: performance.now(), recipients };
      sends.push(send);
      clients[sender]!.sendMessage(`Yoğun saat mesajı ${n}`).then(
        (id) => void (send.id = id),
        () => void (send.failed = true),
      );
    };
    const changeTask = (n: number) => {
      const at = performance.now();
      clients[pick(population.taskCreators)]!.createTask({
        title: `Yoğun saat görevi ${n}`,
        description: 'Rampadaki araçları yükle.',
        assigned_to: pick(population.taskAssignees),
        priority: 'yuksek',
      }).then(
        () => void (at >= windowStart && (taskChanges += 1)),
        () => undefined,
      );
    };
    // The employer publishes (the web's create mutation puts the answer on its own open list:
    // the employer's screen is the dashboard, which shows none, so nothing follows the call).
    let announcements = 0;
    const publish = (n: number) => {
      const at = performance.now();
      apis[0]!({
        method: 'POST',
        path: '/api/announcements/create',
        body: { title: `Yoğun saat duyurusu ${n}`, description: 'Öğleden sonra rampa 2 bakım için kapalı olacak.' },
      }).then(
        () => void (at >= windowStart && (announcements += 1)),
        () => undefined,
      );
    };
    // A worker on the dashboard writes a report (no screen here shows the reports list).
    const writers = population.people.flatMap((p, i) =>
      p.role === 'isci' && p.screen.kind === 'dashboard' ? [i] : [],
    );
    let reports = 0;
    const writeReport = (n: number) => {
      const at = performance.now();
      apis[pick(writers)]!({
        method: 'POST',
        path: '/api/reports/create',
        body: {
          title: `Vardiya raporu ${n}`,
          content: 'Rampa 1 boşaltıldı, iki palet hasarlı ayrıldı.',
          report_type: reportTypes[n % reportTypes.length],
        },
      }).then(
        () => void (at >= windowStart && (reports += 1)),
        () => undefined,
      );
    };
    const everyMs = (perMin: number) => (perMin > 0 ? 60_000 / perMin : Infinity);
    const announcementEveryMs = everyMs(announcementsPerMinute);
    const reportEveryMs = everyMs(reportsPerMinute);
    const eventBytes = () => streams.reduce((sum, s) => sum + s.bytes(), 0);

    const start = performance.now();
    const windowAt = warmup * 1000;
    const endAt = (warmup + duration) * 1000;
    let messageTicks = 0;
    let taskTicks = 0;
    let announcementTicks = 0;
    let reportTicks = 0;
    let driverCpuStart = process.cpuUsage();
    let eventBytesStart = 0;
    for (;;) {
      const now = performance.now() - start;
      if (now >= endAt) break;
      if (windowStart === Infinity && now >= windowAt) {
        windowStart = performance.now();
        child.send({ type: 'window-start' } satisfies BusyParentMessage);
        driverCpuStart = process.cpuUsage();
        eventBytesStart = eventBytes();
      }
      while ((messageTicks / rate) * 1000 <= now) sendOne(messageTicks++);
      while (taskTicks * 1000 <= now) changeTask(taskTicks++);
      // The first of each half a step in, so that they do not all land on the same tick.
      while ((announcementTicks + 0.5) * announcementEveryMs <= now) publish(announcementTicks++);
      while ((reportTicks + 0.5) * reportEveryMs <= now) writeReport(reportTicks++);
      const due = Math.min(
        (messageTicks / rate) * 1000,
        taskTicks * 1000,
        (announcementTicks + 0.5) * announcementEveryMs,
        (reportTicks + 0.5) * reportEveryMs,
        windowStart === Infinity ? windowAt : endAt,
        endAt,
      );
      await sleep(Math.max(0, due - (performance.now() - start)));
    }
    const windowEnd = performance.now();
    child.send({ type: 'window-end' } satisfies BusyParentMessage);
    await sleep(drainMs);
    // Every message of the window answered (a slow server may take longer than the drain).
    const inWindow = sends.filter((m) => m.at >= windowStart && m.at < windowEnd);
    for (let waited = 0; waited < 20_000 && inWindow.some((m) => !m.id && !m.failed); waited += 100) await sleep(100);
    // … and their events delivered: until none has come for a second (at most 10 s more).
    const deliveredCount = () => inWindow.reduce((n, m) => n + (m.id ? (received.get(m.id)?.length ?? 0) : 0), 0);
    for (let waited = 0, last = -1; waited < 10_000 && deliveredCount() !== last; waited += 1000) {
      last = deliveredCount();
      await sleep(1000);
    }
    const windowMessage = await ask(child, { type: 'window-read' }, 'window');
    if (windowMessage.type !== 'window') throw new Error('no window');
    const server = windowMessage.window;
    const driverCpu = process.cpuUsage(driverCpuStart);
    const driverCores = (driverCpu.user + driverCpu.system) / 1000 / (performance.now() - windowStart);
    const windowEventBytes = eventBytes() - eventBytesStart;

    // What the window holds: messages sent in it, calls started in it or in the drain after it.

    const windowRecords = records.filter((r) => r.startedAt >= windowStart);
    const byRoute: RunResult['byRoute'] = {};
    for (const r of windowRecords) {
      const entry = (byRoute[r.route] ??= { requests: 0, cancelled: 0 });
      entry.requests += 1;
      if (r.outcome === 'cancelled') entry.cancelled += 1;
    }
    const cancelled = windowRecords.filter((r) => r.outcome === 'cancelled').length;
    const failed = windowRecords.filter((r) => r.outcome === 'failed' || (r.status ?? 0) >= 400).length;
    const refetches = windowRecords
      .filter((r) => r.method === 'GET' && r.outcome === 'answered' && r.endedAt !== undefined)
      .map((r) => r.endedAt! - r.startedAt)
      .sort((a, b) => a - b);
    const sendTimes = windowRecords
      .filter((r) => r.method === 'POST' && isMessaging(r.route) && !r.route.endsWith('mark-read') && r.endedAt)
      .map((r) => r.endedAt! - r.startedAt)
      .sort((a, b) => a - b);
    const connectionWaits = windowRecords
      .filter((r) => r.connectedAt !== undefined)
      .map((r) => r.connectedAt! - r.startedAt)
      .sort((a, b) => a - b);
    const delivery: number[] = [];
    let expected = 0;
    for (const m of inWindow) {
      for (const t of m.id ? (received.get(m.id) ?? []) : []) delivery.push(t - m.at);
      expected += m.recipients;
    }
    delivery.sort((a, b) => a - b);
    const messages = inWindow.length || 1;
    const cacheHitRate: RunResult['cacheHitRate'] = {};
    for (const [name, counts] of Object.entries(server.caches)) {
      const asked = counts.hits + counts.misses;
      cacheHitRate[name] = { ...counts, rate: asked ? round((counts.hits / asked) * 100, 1) : null };
    }
    return {
      engine,
      cache,
      rate,
      client: model.name,
      windowSeconds: round((windowEnd - windowStart) / 1000, 1)!,
      messagesSent: inWindow.length,
      sendFailures: inWindow.filter((m) => m.failed || !m.id).length,
      taskChanges,
      announcements,
      reports,
      requests: windowRecords.length,
      cancelled,
      failed,
      byRoute,
      perMessage: {
        requests: round(windowRecords.length / messages, 1)!,
        messagingRequests: round(windowRecords.filter((r) => isMessaging(r.route)).length / messages, 1)!,
        cancelled: round(cancelled / messages, 1)!,
        kB: round(server.bytesWritten / 1000 / messages, 1)!,
        eventKB: round(windowEventBytes / 1000 / messages, 2)!,
        cpuMs: round(server.cpuMs / messages, 2)!,
      },
      serverCores: server.coresWhileSending,
      deliveryMs: {
        p50: round(percentile(delivery, 50)),
        p99: round(percentile(delivery, 99)),
        max: round(percentile(delivery, 100)),
        events: delivery.length,
        expected,
      },
      refetchMs: {
        p50: round(percentile(refetches, 50)),
        p99: round(percentile(refetches, 99)),
        count: refetches.length,
      },
      sendMs: { p50: round(percentile(sendTimes, 50)), p99: round(percentile(sendTimes, 99)) },
      connectionWaitMs: { p50: round(percentile(connectionWaits, 50)), p99: round(percentile(connectionWaits, 99)) },
      eventLoopMs: server.eventLoop,
      cacheHitRate,
      server,
      driverCores: round(driverCores, 2)!,
      loadAverageBefore,
    };
  } finally {
    clients.forEach((c) => c.close());
    streams.forEach((s) => s?.close());
    closers.forEach((close) => close());
    if (child && child.exitCode === null) {
      child.send({ type: 'stop' } satisfies BusyParentMessage);
      await Promise.race([new Promise((resolve) => child!.once('exit', resolve)), sleep(10_000)]);
      if (child.exitCode === null) child.kill();
    }
    await database.drop();
  }
}

const columns = [
  'engine',
  'cache',
  'msg/s',
  'sent (answered)',
  'req/msg (messaging)',
  'cancelled/msg',
  'kB/msg',
  'events kB/msg',
  'CPU ms/msg',
  'server cores',
  'delivery p50/p99 ms',
  'delivered',
  'refetch p99 ms',
  'loop delay p99 ms',
  'cache hits % (task/msg)',
];

function row(r: RunResult): string[] {
  const hit = (name: string) => String(r.cacheHitRate[name]?.rate ?? '-');
  return [
    r.engine,
    r.cache,
    String(r.rate),
    `${r.messagesSent} (${r.messagesSent - r.sendFailures})`,
    `${r.perMessage.requests} (${r.perMessage.messagingRequests})`,
    String(r.perMessage.cancelled),
    String(r.perMessage.kB),
    String(r.perMessage.eventKB),
    String(r.perMessage.cpuMs),
    String(r.serverCores),
    `${r.deliveryMs.p50} / ${r.deliveryMs.p99}`,
    `${r.deliveryMs.events}/${r.deliveryMs.expected}`,
    String(r.refetchMs.p99),
    String(r.eventLoopMs.p99Ms),
    `${hit('TaskListCache')} / ${hit('MessageListCache')}`,
  ];
}

function table(results: RunResult[]): string {
  const rows = [columns, ...results.map(row)];
  const widths = columns.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

async function main() {
  const m = machine();
  const before = codeVersion();
  log(`${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, load average ${m.loadAverage1m}`);
  log(`code ${describeVersion(before)}; client model "${model.name}": ${model.summary}`);
  const counts = screenCounts(planPopulation(placeholderPeople(), undefined, announcementReaders));
  log(
    `300 people: ${counts.directChat} with a direct chat open, ${counts.groupChat} with a group chat open, ${counts.dashboard} on the dashboard` +
      (counts.announcements ? `, ${counts.announcements} on the Duyurular page` : ''),
  );
  if (announcementsPerMinute || reportsPerMinute)
    log(`${announcementsPerMinute} announcements and ${reportsPerMinute} reports a minute`);
  log(`${warmup} s warm-up, ${duration} s measured per run, then ${drainMs / 1000} s for the last follow-ups\n`);
  const results: RunResult[] = [];
  for (const engine of engines) {
    if (engine === 'postgres') {
      const why = await postgresUnavailable(adminPostgresUrl());
      if (why) {
        log(`PostgreSQL skipped: ${why}`);
        continue;
      }
    }
    for (const cache of caches as ('on' | 'off')[])
      for (const rate of rates) {
        log(`${engine}, caches ${cache}, ${rate} messages a second …`);
        const result = await runOnce(engine, cache, rate);
        results.push(result);
        log(table([result]).split('\n').slice(2).join('\n'));
        const top = Object.entries(result.byRoute)
          .sort((a, b) => b[1].requests - a[1].requests)
          .map(([route, c]) => `${route} ${c.requests}${c.cancelled ? ` (${c.cancelled} cancelled)` : ''}`)
          .join(', ');
        log(`  calls: ${top}`);
        log(
          `  ${result.taskChanges} task changes, ${result.announcements} announcements, ${result.reports} reports, ${result.sendFailures} failed sends, ${result.failed} failed calls; ` +
            `send p50/p99 ${result.sendMs.p50}/${result.sendMs.p99} ms, waiting for a connection p99 ${result.connectionWaitMs.p99} ms; ` +
            `loop delay p50 ${result.eventLoopMs.p50Ms} ms, max ${result.eventLoopMs.maxMs} ms; ` +
            `machine busy ${result.server.usage.machineBusyCores} cores (driver ${result.driverCores}), load average before ${result.loadAverageBefore}`,
        );
        log(`  ${describeStalls(result.server.stalls)}`);
        const checkpoints = result.server.checkpoints;
        if (checkpoints)
          log(
            `  WAL checkpoints on the worker thread: ${checkpoints.count}, up to ${checkpoints.maxFrames} frames ` +
              `and ${checkpoints.maxMs} ms each`,
          );
      }
  }
  const after = codeVersion();
  if (!sameVersion(before, after)) log(`\nWARNING: the code changed during the run (${describeVersion(after)})`);
  log(`\n${table(results)}`);
  const dir = path.resolve(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const at = new Date().toISOString();
  const file = path.join(dir, `busy-hour-${at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { scenario: 'busy-hour', at, machine: m, code: { before, after }, options: values, results },
      null,
      2,
    ) + '\n',
  );
  log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}

/** The loop's stalls and where their time went: what a delivery tail is made of. */
function describeStalls({ count, totalMs, longest }: ServerWindow['stalls']): string {
  if (count === 0) return 'event loop: no stall of 50 ms or more';
  const each = longest
    .slice(0, 5)
    .map(
      (s) =>
        `${s.ms} ms at ${(s.atMs / 1000).toFixed(1)} s (CPU ${s.onCpuMs}, ` +
        `waiting for a CPU ${s.waitingForCpuMs}, blocked ${s.blockedMs}; GC pauses ${s.gcMs})`,
    )
    .join('; ');
  return (
    `event loop: ${count} stalls of 50 ms or more, ${totalMs.stalled} ms in all (on a CPU ${totalMs.onCpu}, ` +
    `waiting for a CPU ${totalMs.waitingForCpu}, blocked ${totalMs.blocked}; GC pauses ${totalMs.gc}); longest: ${each}`
  );
}

/** Ids only matter for counting screens. */
function placeholderPeople(): { id: string; role: Role }[] {
  return [
    { id: 'e', role: 'isveren' as Role },
    ...Array.from({ length: shape.staff }, (_, i) => ({
      id: `s${i}`,
      role: (i % 10 === 0 ? 'mudur' : i % 10 <= 3 ? 'sef' : 'isci') as Role,
    })),
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { TokenService } from '../../apps/server/src/platform/tokens.js';
import type { AnyCaller, AnyScenario, HttpTarget } from '../scenarios/scenario.js';
import type { LogLevel } from './config.js';
import { createBenchDatabase, openLocation } from './database.js';
import { runHttpLoad, type LoadStats } from './http-load.js';
import { runWrkLoad } from './wrk-load.js';
import { forkChild, nextMessage, send } from './ipc.js';
import { startUsage } from './usage.js';
import type {
  DatabaseLocation,
  Engine,
  EngineResult,
  HttpResult,
  LoadOptions,
  NoHttpResult,
  ProcessUsage,
  ScenarioOptions,
} from './types.js';

const serverChild = new URL('./server-child.ts', import.meta.url);
const queryChild = new URL('./query-child.ts', import.meta.url);
const startTimeoutMs = 30_000;

export interface EngineRun {
  scenario: AnyScenario;
  engine: Engine;
  load: LoadOptions;
  options: ScenarioOptions;
  logLevel: LogLevel;
  taskListCacheMb: number;
  messageListCacheMb: number;
  cpuProfileDir: string | undefined;
  log(line: string): void;
}

/**
 * Fresh database → seed (once) → for each caller: HTTP run against the app in a child, then the
 * same work with no HTTP in another child.
 */
export async function runEngine(run: EngineRun): Promise<EngineResult[]> {
  const { scenario, engine, log } = run;
  const bench = await createBenchDatabase(engine);
  try {
    const started = process.hrtime.bigint();
    const seed = await seedIn(bench.location, run);
    const seedSeconds = Math.round(Number(process.hrtime.bigint() - started) / 1e7) / 100;
    log(`${engine}: seeded in ${seedSeconds} s`);
    const results: EngineResult[] = [];
    for (const caller of scenario.callers) {
      const at = `${engine} ${caller.name}`;
      const http = await measureHttp(run, caller, bench.location, seed);
      const busy = ({ machineBusyCores, stolenCores }: ProcessUsage) =>
        (machineBusyCores === undefined ? '' : `, machine busy ${machineBusyCores} cores`) +
        (stolenCores ? `, stolen by the hypervisor ${stolenCores}` : '');
      log(
        `${at}: HTTP ${http.requestsPerSecond} req/s; server ${http.server.cpuCores} cores, ` +
          `${run.load.generator} ${http.loadGeneratorCores}${busy(http.server)}`,
      );
      const noHttp = await measureNoHttp(run, caller, bench.location, seed);
      log(`${at}: no HTTP ${noHttp.opsPerSecond} ops/s; loop ${noHttp.process.cpuCores} cores` + busy(noHttp.process));
      results.push({ engine, caller: caller.name, seedSeconds, http, noHttp });
    }
    return results;
  } finally {
    await bench.drop();
  }
}

async function seedIn(location: DatabaseLocation, run: EngineRun): Promise<unknown> {
  const database = openLocation(location);
  try {
    return await run.scenario.seed({ db: database.db, location, options: run.options, log: run.log });
  } finally {
    await database.destroy();
  }
}

async function measureHttp(
  run: EngineRun,
  caller: AnyCaller,
  location: DatabaseLocation,
  seed: unknown,
): Promise<HttpResult> {
  const jwtSecret = randomBytes(48).toString('base64url');
  const tokens = new TokenService(jwtSecret, 1);
  const target = await caller.request(seed, tokens);
  const child = forkChild(
    serverChild,
    {
      location,
      jwtSecret,
      logLevel: run.logLevel,
      taskListCacheMb: run.taskListCacheMb,
      messageListCacheMb: run.messageListCacheMb,
    },
    run.cpuProfileDir,
  );
  try {
    const { port } = await nextMessage(child, 'ready', startTimeoutMs);
    await checkOnce(port, target, caller, seed);
    const { durationSeconds, warmupSeconds, connections, generator } = run.load;
    const load = generator === 'wrk' ? runWrkLoad : runHttpLoad;
    if (warmupSeconds > 0) await load(port, target, warmupSeconds, connections);
    send(child, { type: 'usage-start' });
    const readOwnUsage = startUsage();
    const result = await load(port, target, durationSeconds, connections);
    // autocannon runs in this process; wrk reports its own CPU.
    const { loadGeneratorCores = readOwnUsage().cpuCores, ...stats } = result as LoadStats & {
      loadGeneratorCores?: number;
    };
    send(child, { type: 'usage-read' });
    const { usage } = await nextMessage(child, 'usage', startTimeoutMs);
    return { ...stats, server: usage, loadGeneratorCores };
  } finally {
    await stop(child);
  }
}

async function checkOnce(port: number, target: HttpTarget, caller: AnyCaller, seed: unknown): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}${target.path}`, {
    method: target.method,
    headers: target.headers,
  });
  const body: unknown = await response.json().catch(() => undefined);
  const problem = caller.checkBody(response.status, body, seed);
  if (problem) throw new Error(`${target.method} ${target.path} does not answer as expected: ${problem}`);
}

async function measureNoHttp(
  run: EngineRun,
  caller: AnyCaller,
  location: DatabaseLocation,
  seed: unknown,
): Promise<NoHttpResult> {
  const child = forkChild(
    queryChild,
    { location, scenario: run.scenario.name, caller: caller.name, seed, load: run.load },
    run.cpuProfileDir,
  );
  try {
    const limitMs = (run.load.durationSeconds + run.load.warmupSeconds) * 1000 + startTimeoutMs;
    return (await nextMessage(child, 'result', limitMs)).result;
  } finally {
    await stop(child);
  }
}

/** Asks a child to stop; kills it (by its own pid) if it has not exited within 5 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) send(child, { type: 'stop' });
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

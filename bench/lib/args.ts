import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LogLevel } from './config.js';
import type { Engine, LoadOptions, ScenarioOptions } from './types.js';

export interface Args {
  scenarios: string[];
  engines: Engine[];
  load: LoadOptions;
  scenarioOptions: ScenarioOptions;
  logLevel: LogLevel;
  /** The server's task list cache (TASK_LIST_CACHE_MB); 0 builds every page. */
  taskListCacheMb: number;
  /** The server's messaging list cache (MESSAGE_LIST_CACHE_MB); 0 builds every answer. */
  messageListCacheMb: number;
  /** Folder for V8 CPU profiles of the child processes, or undefined. */
  cpuProfileDir: string | undefined;
}

export const usage = `usage: npm run bench -w bench -- [scenario ...] [--db sqlite|postgres|all]
       [--duration seconds (10)] [--warmup seconds (2)] [--connections n (50)] [--log-level warn] [--cpu-prof]
       [--tasks n (10000): the tasks-list, search and reports-list company's tasks, 1000..2000000]
       [--reports n (2000): the search and reports-list company's reports, 1000..1000000]
       [--messages n (10000): messages' company size, 10000..2000000]
       [--task-list-cache-mb n (64, as the server's default; 0 builds every page)]
       [--message-list-cache-mb n (64, as the server's default; 0 builds every list and chat page)]
       [--load autocannon|wrk (autocannon; wrk must be installed: apt-get install wrk)]`;

const logLevels: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function bounded(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be ${min}..${max}`);
  return value;
}

export function readArgs(argv: string[]): Args {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      db: { type: 'string', default: 'all' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      tasks: { type: 'string', default: '10000' },
      reports: { type: 'string', default: '2000' },
      messages: { type: 'string', default: '10000' },
      'log-level': { type: 'string', default: 'warn' },
      'cpu-prof': { type: 'boolean', default: false },
      'task-list-cache-mb': { type: 'string', default: '64' },
      'message-list-cache-mb': { type: 'string', default: '64' },
      load: { type: 'string', default: 'autocannon' },
    },
  });
  const engines: Engine[] =
    values.db === 'all'
      ? ['sqlite', 'postgres']
      : values.db === 'sqlite' || values.db === 'postgres'
        ? [values.db]
        : [];
  if (!engines.length) throw new Error('--db must be sqlite, postgres or all');
  const generator = values.load === 'autocannon' || values.load === 'wrk' ? values.load : undefined;
  if (!generator) throw new Error('--load must be autocannon or wrk');
  const logLevel = logLevels.find((l) => l === values['log-level']);
  if (!logLevel) throw new Error(`--log-level must be one of ${logLevels.join(', ')}`);
  return {
    scenarios: positionals,
    engines,
    logLevel,
    taskListCacheMb: Math.round(bounded('task-list-cache-mb', values['task-list-cache-mb'], 0, 4096)),
    messageListCacheMb: Math.round(bounded('message-list-cache-mb', values['message-list-cache-mb'], 0, 4096)),
    cpuProfileDir: values['cpu-prof'] ? path.resolve(import.meta.dirname, '../results/profiles') : undefined,
    load: {
      // Bounded so that a benchmark always stops by itself.
      durationSeconds: bounded('duration', values.duration, 1, 120),
      warmupSeconds: bounded('warmup', values.warmup, 0, 30),
      connections: bounded('connections', values.connections, 1, 1000),
      generator,
    },
    scenarioOptions: {
      tasks: Math.round(bounded('tasks', values.tasks, 1000, 2_000_000)),
      reports: Math.round(bounded('reports', values.reports, 1000, 1_000_000)),
      messages: Math.round(bounded('messages', values.messages, 10_000, 2_000_000)),
    },
  };
}

import { fork, type ChildProcess } from 'node:child_process';
import type { DatabaseLocation, LoadOptions, NoHttpResult, ProcessUsage } from './types.js';
import type { LogLevel } from './config.js';

export interface ServerInput {
  location: DatabaseLocation;
  jwtSecret: string;
  logLevel: LogLevel;
  taskListCacheMb: number;
  messageListCacheMb: number;
}

export interface QueryInput {
  location: DatabaseLocation;
  scenario: string;
  caller: string;
  seed: unknown;
  load: LoadOptions;
}

export type ParentMessage = { type: 'usage-start' } | { type: 'usage-read' } | { type: 'stop' };

export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'usage'; usage: ProcessUsage }
  | { type: 'result'; result: NoHttpResult }
  | { type: 'failed'; message: string };

/**
 * Runs a TypeScript child with the same loader and conditions as this process (tsx, "source"),
 * optionally writing a V8 CPU profile when it exits.
 */
export function forkChild(file: URL, input: ServerInput | QueryInput, cpuProfileDir?: string): ChildProcess {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  return fork(file, [JSON.stringify(input)], {
    execArgv: [...process.execArgv, ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** The child's next message of a type; a failure, an exit or the time limit rejects. */
export function nextMessage<T extends ChildMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (raw: unknown) => {
      const message = raw as ChildMessage;
      if (message.type === 'failed') {
        done();
        reject(new Error(`child failed: ${message.message}`));
      } else if (message.type === type) {
        done();
        resolve(message as Extract<ChildMessage, { type: T }>);
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`child exited (${code}) before sending "${type}"`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no "${type}" from the child within ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

export function send(child: ChildProcess, message: ParentMessage): void {
  child.send(message);
}

/** In a child: reads the JSON input and reports any crash to the parent before exiting. */
export function childInput<T>(): T {
  process.on('disconnect', () => process.exit(0));
  process.on('uncaughtException', (error) => fail(error));
  process.on('unhandledRejection', (error) => fail(error));
  return JSON.parse(process.argv[2] ?? '{}') as T;
}

/** Sends a message to the parent; resolves once it has left. */
export function reply(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) throw new Error('not started by the benchmark runner (no IPC channel)');
    process.send(message, () => resolve());
  });
}

/** Reports the failure, then exits once the message has left (process.send is asynchronous). */
export function fail(error: unknown): void {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (!process.send) {
    console.error(message);
    process.exit(1);
  }
  process.send({ type: 'failed', message } satisfies ChildMessage, () => process.exit(1));
}

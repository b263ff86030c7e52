import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Args } from './args.js';
import type { CodeVersion } from './code-version.js';
import type { EngineResult } from './types.js';

const resultsDir = path.resolve(import.meta.dirname, '../results');

const columns = [
  'engine',
  'caller',
  'req/s',
  'p50 ms',
  'p99 ms',
  'CPU ms/req',
  'non-2xx',
  'errors',
  'no-HTTP ops/s',
  'p50 ms',
  'p99 ms',
  'CPU ms/op',
  'HTTP/no-HTTP',
  'RSS MB (HTTP)',
  'RSS MB (no-HTTP)',
];

/**
 * CPU time of one process per answer, in ms: its cores over the run divided by answers a second.
 * Unlike throughput it hardly moves when the hypervisor takes cores away (stolen time is nobody's
 * CPU), so it compares runs on a noisy machine. On PostgreSQL the database's own CPU is not in it.
 */
const cpuMsPer = (cores: number, perSecond: number) => (perSecond ? ((cores * 1000) / perSecond).toFixed(2) : '-');

function row(r: EngineResult): string[] {
  const ratio = r.noHttp.opsPerSecond ? r.http.requestsPerSecond / r.noHttp.opsPerSecond : 0;
  return [
    r.engine,
    r.caller,
    String(r.http.requestsPerSecond),
    r.http.p50Ms.toFixed(1),
    r.http.p99Ms.toFixed(1),
    cpuMsPer(r.http.server.cpuCores, r.http.requestsPerSecond),
    String(r.http.non2xx),
    String(r.http.errors + r.noHttp.errors),
    String(r.noHttp.opsPerSecond),
    r.noHttp.p50Ms.toFixed(1),
    r.noHttp.p99Ms.toFixed(1),
    cpuMsPer(r.noHttp.process.cpuCores, r.noHttp.opsPerSecond),
    ratio.toFixed(2),
    r.http.server.rssMb.toFixed(0),
    r.noHttp.process.rssMb.toFixed(0),
  ];
}

/** A plain-text table, columns padded to their widest cell. */
export function formatTable(results: EngineResult[]): string {
  const rows = [columns, ...results.map(row)];
  const widths = columns.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    /** Load before the run: other busy processes share the cores and lower every figure. */
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** Writes bench/results/<scenario>-<time>.json (git-ignored) and answers its path. */
export function writeResults(
  scenario: string,
  args: Args,
  code: { before: CodeVersion | undefined; after: CodeVersion | undefined },
  results: EngineResult[],
): string {
  mkdirSync(resultsDir, { recursive: true });
  const at = new Date().toISOString();
  const file = path.join(resultsDir, `${scenario}-${at.replace(/[:.]/g, '-')}.json`);
  const body = {
    scenario,
    at,
    machine: machine(),
    code,
    load: args.load,
    options: args.scenarioOptions,
    logLevel: args.logLevel,
    taskListCacheMb: args.taskListCacheMb,
    messageListCacheMb: args.messageListCacheMb,
    results,
  };
  writeFileSync(file, JSON.stringify(body, null, 2) + '\n');
  return file;
}

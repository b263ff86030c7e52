import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HttpTarget } from '../scenarios/scenario.js';
import type { LoadStats } from './http-load.js';

export const wrkPath = '/usr/bin/wrk';

/** wrk's own summary as one JSON line, in its units (microseconds, bytes). */
const summaryScript = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK-SUMMARY {"requests":%d,"durationUs":%d,"bytes":%d,"p50Us":%d,"p99Us":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end`;

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  p50Us: number;
  p99Us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
}

/** CPU seconds a process has used so far (utime + stime of /proc/PID/stat), or undefined once it is gone. */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After "pid (comm) ": state is field 3, utime 14 and stime 15 (1-based), in ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * wrk (C, one thread) against a loopback port: the same closed loop as autocannon (each connection
 * keeps one request in flight), at a fraction of its CPU. On two cores, autocannon answering
 * thousands of small pages a second used a whole core itself, and its latencies then carried its
 * own queue. The CPU wrk used is read from /proc while it runs (the last reading, 100 ms apart).
 */
export async function runWrkLoad(
  port: number,
  target: HttpTarget,
  durationSeconds: number,
  connections: number,
): Promise<LoadStats & { loadGeneratorCores: number }> {
  if (!existsSync(wrkPath)) throw new Error(`--load wrk needs ${wrkPath} (apt-get install wrk)`);
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'vazife-wrk-')), 'summary.lua');
  writeFileSync(script, summaryScript);
  const headers = Object.entries(target.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${connections}`, `-d${durationSeconds}s`, '--timeout', '10s', '-s', script];
  const child = spawn(wrkPath, [...args, ...headers, `http://127.0.0.1:${port}${target.path}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  let cpuSeconds = 0;
  const sampler = setInterval(() => (cpuSeconds = cpuSecondsOf(child.pid!) ?? cpuSeconds), 100);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  }).finally(() => clearInterval(sampler));
  const line = output.split('\n').find((l) => l.startsWith('WRK-SUMMARY '));
  if (code !== 0 || !line) throw new Error(`wrk failed (exit ${code}):\n${output}`);
  const s = JSON.parse(line.slice('WRK-SUMMARY '.length)) as WrkSummary;
  const seconds = s.durationUs / 1e6;
  return {
    requestsPerSecond: Math.round(s.requests / seconds),
    p50Ms: Math.round(s.p50Us / 100) / 10,
    p99Ms: Math.round(s.p99Us / 100) / 10,
    requests: s.requests,
    non2xx: s.status,
    errors: s.connect + s.read + s.write,
    timeouts: s.timeout,
    bytesPerSecond: Math.round(s.bytes / seconds),
    durationSeconds: Math.round(seconds * 100) / 100,
    loadGeneratorCores: Math.round((cpuSeconds / seconds) * 100) / 100,
  };
}

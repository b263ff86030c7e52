import autocannon from 'autocannon';
import type { HttpTarget } from '../scenarios/scenario.js';
import type { LoadStats } from './types.js';

export type { LoadStats };

/** autocannon against a loopback port for a bounded time; each connection keeps one request in flight. */
export async function runHttpLoad(
  port: number,
  target: HttpTarget,
  durationSeconds: number,
  connections: number,
): Promise<LoadStats> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    method: target.method,
    headers: target.headers,
    connections,
    pipelining: 1,
    duration: durationSeconds,
    timeout: 10,
  });
  return {
    // Counted like the no-HTTP loop: answers over wall time (autocannon's own figure is a per-second mean).
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: Math.round(result.throughput.total / result.duration),
    durationSeconds: result.duration,
  };
}

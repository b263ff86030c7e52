import { createHistogram } from 'node:perf_hooks';

export interface LoopStats {
  ops: number;
  errors: number;
  durationSeconds: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * `concurrency` promise loops calling `op` until the deadline: the no-HTTP twin of autocannon's
 * connections, each with one call in flight. A latency includes the wait for its turn of the event
 * loop and for the database connection (the pool on PostgreSQL, Kysely's single-connection mutex
 * on SQLite).
 */
export async function runConcurrentLoop(
  op: () => Promise<unknown>,
  durationSeconds: number,
  concurrency: number,
): Promise<LoopStats> {
  const histogram = createHistogram();
  let ops = 0;
  let errors = 0;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(Math.round(durationSeconds * 1e9));
  const loop = async () => {
    while (process.hrtime.bigint() < deadline) {
      const t0 = process.hrtime.bigint();
      // A request reaches the server on a later turn of the event loop, behind those already
      // waiting, and that wait counts in its latency. Without the turn, the loop that just finished
      // took Kysely's SQLite connection mutex again before the others (seen: two loops did every
      // operation while 48 waited until the deadline).
      await new Promise((resolve) => setImmediate(resolve));
      try {
        await op();
        const elapsed = process.hrtime.bigint() - t0;
        histogram.record(elapsed > 0n ? elapsed : 1n);
        ops += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    ops,
    errors,
    durationSeconds: wallSeconds,
    p50Ms: ops ? ms(histogram.percentile(50)) : 0,
    p99Ms: ops ? ms(histogram.percentile(99)) : 0,
  };
}

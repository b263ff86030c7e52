import { readFileSync } from 'node:fs';
import { PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

/**
 * One stall of the event loop: a tick of a 10 ms timer that came late by at least `minMs`, and
 * where the main thread's time went meanwhile. The kernel's scheduler statistics of the main thread
 * (`/proc/self/task/<pid>/schedstat`, Linux) split the wall time into time on a CPU (JavaScript,
 * SQLite's statements, garbage collection) and time waiting in the run queue for a CPU (the machine
 * is busy); the rest the thread was off the CPU by its own doing: blocked in a system call (`fsync`
 * of a checkpoint, a write, a lock). `gcMs` is apart: the collector's pauses within the stall, in
 * wall time (a pause waits for a CPU too, on a busy machine).
 */
export interface Stall {
  /** When it ended, in ms since the window started. */
  atMs: number;
  ms: number;
  onCpuMs: number;
  gcMs: number;
  waitingForCpuMs: number;
  blockedMs: number;
}

export interface StallSummary {
  /** Stalls of at least `minMs` over the window, longest first (at most 10). */
  longest: Stall[];
  count: number;
  /** Of all the stalls' time: on a CPU, waiting for one, blocked; and the GC's pauses among it. */
  totalMs: { stalled: number; onCpu: number; gc: number; waitingForCpu: number; blocked: number };
}

const schedstat = `/proc/self/task/${process.pid}/schedstat`;

/** The main thread's ns on a CPU and ns waiting for one; undefined off Linux. */
function threadTimes(): { onCpuNs: number; waitNs: number } | undefined {
  try {
    const [onCpu, wait] = readFileSync(schedstat, 'utf8').split(' ');
    return { onCpuNs: Number(onCpu), waitNs: Number(wait) };
  } catch {
    return undefined;
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** Records the event loop's stalls from `start()` to `read()`. */
export function stallRecorder(minMs = 50, tickMs = 10) {
  let stalls: Stall[] = [];
  let gcs: PerformanceEntry[] = [];
  let windowStart = 0;
  let timer: NodeJS.Timeout | undefined;
  const gcObserver = new PerformanceObserver((list) => gcs.push(...list.getEntries()));

  const gcWithin = (from: number, to: number) =>
    gcs.reduce((sum, gc) => {
      const overlap = Math.min(to, gc.startTime + gc.duration) - Math.max(from, gc.startTime);
      return overlap > 0 ? sum + overlap : sum;
    }, 0);

  return {
    start() {
      stalls = [];
      gcs = [];
      windowStart = performance.now();
      gcObserver.observe({ entryTypes: ['gc'] });
      let last = performance.now();
      let lastTimes = threadTimes();
      timer = setInterval(() => {
        const now = performance.now();
        const times = threadTimes();
        const late = now - last - tickMs;
        if (late >= minMs) {
          const onCpuMs = times && lastTimes ? (times.onCpuNs - lastTimes.onCpuNs) / 1e6 : 0;
          const waitingForCpuMs = times && lastTimes ? (times.waitNs - lastTimes.waitNs) / 1e6 : 0;
          const ms = now - last;
          stalls.push({
            atMs: round(now - windowStart),
            ms: round(ms),
            onCpuMs: round(onCpuMs),
            gcMs: round(gcWithin(last, now)),
            waitingForCpuMs: round(waitingForCpuMs),
            blockedMs: round(Math.max(0, ms - onCpuMs - waitingForCpuMs)),
          });
        }
        // Old GC entries are of no more use.
        if (gcs.length > 1000) gcs = gcs.filter((gc) => gc.startTime + gc.duration > now - 1000);
        last = now;
        lastTimes = times;
      }, tickMs);
    },
    read(): StallSummary {
      clearInterval(timer);
      gcObserver.disconnect();
      const sum = (pick: (s: Stall) => number) => round(stalls.reduce((total, s) => total + pick(s), 0));
      return {
        longest: [...stalls].sort((a, b) => b.ms - a.ms).slice(0, 10),
        count: stalls.length,
        totalMs: {
          stalled: sum((s) => s.ms),
          onCpu: sum((s) => s.onCpuMs),
          gc: sum((s) => s.gcMs),
          waitingForCpu: sum((s) => s.waitingForCpuMs),
          blocked: sum((s) => s.blockedMs),
        },
      };
    },
  };
}

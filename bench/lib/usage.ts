import { readFileSync } from 'node:fs';
import type { ProcessUsage } from './types.js';

const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Peak RSS, sampled: getrusage's maxRSS does not do here, since on Linux a child started with fork()
 * inherits its parent's peak (after seeding a million rows the runner's own peak showed up as every
 * child's).
 */
let peakRss = 0;
let sampler: NodeJS.Timeout | undefined;
const samplePeak = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};

/** Starts a CPU/memory reading of this process; call the answer at the end of the measured run. */
export function startUsage(): () => ProcessUsage {
  peakRss = 0;
  samplePeak();
  sampler ??= setInterval(samplePeak, 100).unref();
  const cpuStart = process.cpuUsage();
  const wallStart = process.hrtime.bigint();
  const machineStart = machineTicks();
  return () => {
    const cpu = process.cpuUsage(cpuStart);
    const wallMicros = Number(process.hrtime.bigint() - wallStart) / 1000;
    const machineEnd = machineTicks();
    samplePeak();
    return {
      machineBusyCores:
        machineStart && machineEnd
          ? round2(((machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total)) * machineEnd.cores)
          : undefined,
      rssMb: mb(process.memoryUsage.rss()),
      maxRssMb: mb(peakRss),
      cpuCores: round2((cpu.user + cpu.system) / wallMicros),
    };
  };
}

/** Busy and total CPU ticks of the whole machine from /proc/stat (Linux); undefined elsewhere. */
function machineTicks(): { busy: number; total: number; cores: number } | undefined {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n');
    const all = lines[0]!.split(/\s+/).slice(1, 9).map(Number);
    const idle = all[3]! + all[4]!;
    const total = all.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
  } catch {
    return undefined;
  }
}

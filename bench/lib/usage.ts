import { readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
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
      machineBusyCores: machineStart && machineEnd ? coresOf('busy', machineStart, machineEnd) : undefined,
      stolenCores: machineStart && machineEnd ? coresOf('steal', machineStart, machineEnd) : undefined,
      rssMb: mb(process.memoryUsage.rss()),
      maxRssMb: mb(peakRss),
      cpuCores: round2((cpu.user + cpu.system) / wallMicros),
    };
  };
}

/** Cores the hypervisor took from this machine over `ms` of idling; undefined off Linux. */
export async function stolenCoresOver(ms: number): Promise<number | undefined> {
  const start = machineTicks();
  await setTimeout(ms);
  const end = machineTicks();
  return start && end ? coresOf('steal', start, end) : undefined;
}

interface MachineTicks {
  busy: number;
  steal: number;
  total: number;
  cores: number;
}

const coresOf = (field: 'busy' | 'steal', start: MachineTicks, end: MachineTicks) =>
  round2(((end[field] - start[field]) / (end.total - start.total)) * end.cores);

/**
 * CPU ticks of the whole machine from /proc/stat (Linux); undefined elsewhere. Steal is time the
 * hypervisor gave to other guests while this one had work: on a shared VM it was up to 40 % of
 * the machine, and it lowers every figure without showing up as anyone's load here.
 */
function machineTicks(): MachineTicks | undefined {
  try {
    const lines = readFileSync('/proc/stat', 'utf8').split('\n');
    // user nice system idle iowait irq softirq steal
    const all = lines[0]!.split(/\s+/).slice(1, 9).map(Number);
    const idle = all[3]! + all[4]!;
    const steal = all[7]!;
    const total = all.reduce((a, b) => a + b, 0);
    return { busy: total - idle - steal, steal, total, cores: lines.filter((l) => /^cpu\d/.test(l)).length };
  } catch {
    return undefined;
  }
}

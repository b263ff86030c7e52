export type Engine = 'sqlite' | 'postgres';

/** Where a benchmark database lives; plain data, so that it crosses to child processes over IPC. */
export interface DatabaseLocation {
  engine: Engine;
  /** Temporary folder: the SQLite file (and nothing else) lives here. */
  dataDir: string;
  /** Set on PostgreSQL: the throwaway database created for this run. */
  databaseUrl: string | undefined;
}

/** Scenario sizes from the command line; a scenario reads the ones it has. */
export interface ScenarioOptions {
  /** tasks-list, search, reports-list: tasks in the company. */
  tasks: number;
  /** search, reports-list: reports in the company. */
  reports: number;
  /** messages: messages in the company. */
  messages: number;
}

export interface LoadOptions {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** What sends the HTTP load: autocannon in the parent, or wrk (a C program) beside it. */
  generator: 'autocannon' | 'wrk';
}

/** Memory and CPU of one process, read inside it. */
export interface ProcessUsage {
  /** Resident set size right after the measured run, in MB. */
  rssMb: number;
  /** Peak resident set size over the measured run (sampled every 100 ms), in MB. */
  maxRssMb: number;
  /** CPU time (user + system) over the measured run divided by its wall time: 1.0 is one full core. */
  cpuCores: number;
  /**
   * CPU busy on the whole machine over the same run, in cores: ours (this process, autocannon or
   * the database) plus anything else running; not counting steal. Linux only.
   */
  machineBusyCores: number | undefined;
  /** CPU the hypervisor gave to other guests over the same run, in cores. Linux only. */
  stolenCores: number | undefined;
}

/** What a load generator (autocannon, wrk) measured of a run. */
export interface LoadStats {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
  durationSeconds: number;
}

export interface HttpResult extends LoadStats {
  server: ProcessUsage;
  /** CPU of the autocannon process (the parent) over the run, in cores. */
  loadGeneratorCores: number;
}

export interface NoHttpResult {
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ops: number;
  errors: number;
  durationSeconds: number;
  process: ProcessUsage;
}

export interface EngineResult {
  engine: Engine;
  /** Who calls (a scenario may measure several callers on one seeded database). */
  caller: string;
  /** Seconds the seed took (once per engine, shared by its callers). */
  seedSeconds: number;
  http: HttpResult;
  noHttp: NoHttpResult;
}

/** Runs the load scenarios: `npm run bench -w bench -- [scenario ...] [--db sqlite|postgres|all]`. */
import { readArgs, usage, type Args } from './lib/args.js';
import { codeVersion, describeVersion, sameVersion } from './lib/code-version.js';
import { adminPostgresUrl, postgresUnavailable } from './lib/database.js';
import { formatTable, machine, writeResults } from './lib/report.js';
import { runEngine } from './lib/run-engine.js';
import type { Engine, EngineResult } from './lib/types.js';
import { stolenCoresOver } from './lib/usage.js';
import { findScenario, scenarios } from './scenarios/index.js';
import type { AnyScenario } from './scenarios/scenario.js';

const log = (line: string) => console.log(line);

function pickScenarios(names: string[]): AnyScenario[] {
  if (!names.length) return [...scenarios];
  return names.map((name) => {
    const found = findScenario(name);
    if (!found) throw new Error(`unknown scenario "${name}"; known: ${scenarios.map((s) => s.name).join(', ')}`);
    return found;
  });
}

/** PostgreSQL is skipped, with the reason, when no loopback server answers. */
async function availableEngines(wanted: Engine[]): Promise<Engine[]> {
  if (!wanted.includes('postgres')) return wanted;
  const url = adminPostgresUrl();
  const problem = await postgresUnavailable(url);
  if (!problem) return wanted;
  log(`PostgreSQL skipped (${url.replace(/\/\/[^@/]*@/, '//…@')}): ${problem}`);
  return wanted.filter((e) => e !== 'postgres');
}

async function main(args: Args): Promise<void> {
  const picked = pickScenarios(args.scenarios);
  const engines = await availableEngines(args.engines);
  if (!engines.length) return log('nothing to run');
  const m = machine();
  log(`${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, load average ${m.loadAverage1m}`);
  if (m.loadAverage1m > 0.5) log('warning: other processes are busy on this machine; figures will be low and noisy');
  const stolen = await stolenCoresOver(1000);
  if (stolen !== undefined && stolen >= 0.1)
    log(
      `warning: the hypervisor took ${stolen} of ${m.cpus} cores while this machine idled; figures will be low and noisy`,
    );
  const { durationSeconds, warmupSeconds, connections } = args.load;
  log(
    `${durationSeconds} s per run after ${warmupSeconds} s warm-up, ${connections} connections / loops, ` +
      `HTTP load by ${args.load.generator}`,
  );
  log(
    args.taskListCacheMb > 0
      ? `server's task list cache: ${args.taskListCacheMb} MB (the no-HTTP run always builds the page)\n`
      : "server's task list cache: off\n",
  );
  log(
    args.messageListCacheMb > 0
      ? `server's messaging list cache: ${args.messageListCacheMb} MB (the no-HTTP run always builds the answer)\n`
      : "server's messaging list cache: off\n",
  );
  for (const scenario of picked) {
    log(`## ${scenario.name}: ${scenario.describe(args.scenarioOptions)}`);
    const before = codeVersion();
    log(`server code: ${describeVersion(before)}`);
    const results: EngineResult[] = [];
    for (const engine of engines) {
      const { load, scenarioOptions: options, logLevel, taskListCacheMb, messageListCacheMb, cpuProfileDir } = args;
      const caches = { taskListCacheMb, messageListCacheMb };
      results.push(...(await runEngine({ scenario, engine, load, options, logLevel, ...caches, cpuProfileDir, log })));
    }
    const after = codeVersion();
    if (!sameVersion(before, after))
      log(`warning: the server code changed during the run (${describeVersion(before)} → ${describeVersion(after)})`);
    log('\n' + formatTable(results));
    log(`\nwritten to ${writeResults(scenario.name, args, { before, after }, results)}\n`);
  }
  if (args.cpuProfileDir) log(`CPU profiles (open in Chrome DevTools): ${args.cpuProfileDir}`);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
let args: Args;
try {
  args = readArgs(process.argv.slice(2));
  pickScenarios(args.scenarios);
} catch (error) {
  console.error(`${message(error)}\n${usage}`);
  process.exit(2);
}
await main(args);

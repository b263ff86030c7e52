/** Child process: the scenario's operation in concurrent loops, with no HTTP, alone on its thread. */
import { findScenario } from '../scenarios/index.js';
import { openLocation } from './database.js';
import { childInput, fail, reply, type QueryInput } from './ipc.js';
import { runConcurrentLoop } from './loop.js';
import { startUsage } from './usage.js';

const input = childInput<QueryInput>();

async function main(): Promise<void> {
  const caller = findScenario(input.scenario)?.callers.find((c) => c.name === input.caller);
  if (!caller) throw new Error(`unknown scenario ${input.scenario} or caller ${input.caller}`);
  const database = openLocation(input.location);
  const op = caller.operation({ db: database.db, location: input.location }, input.seed);
  const problem = caller.checkResult(await op(), input.seed);
  if (problem) throw new Error(`the operation does not answer as expected: ${problem}`);

  const { durationSeconds, warmupSeconds, connections } = input.load;
  if (warmupSeconds > 0) await runConcurrentLoop(op, warmupSeconds, connections);
  const readUsage = startUsage();
  const stats = await runConcurrentLoop(op, durationSeconds, connections);
  const usage = readUsage();
  await database.destroy();
  await reply({
    type: 'result',
    result: { ...stats, opsPerSecond: Math.round(stats.ops / stats.durationSeconds), process: usage },
  });
  process.exit(0);
}

main().catch(fail);

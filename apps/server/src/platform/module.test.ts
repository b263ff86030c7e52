import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Job } from './jobs.js';
import { defineModule, registerModules } from './module.js';

const job = (name: string): Job => ({ name, intervalMs: 0, run: async () => 0 });

describe('module registration', () => {
  it('registers each module in the list’s order: its plugin with the options, then its jobs', async () => {
    const app = Fastify();
    const seen: string[] = [];
    app.decorate('deps', { config: { marker: 'deps' } } as never);
    app.decorate('jobs', { register: (registered: Job) => seen.push(`job ${registered.name}`) } as never);
    const first = defineModule({
      name: 'first',
      routes: async (_app, options) => void seen.push(`first ${options.liveHeartbeatMs}`),
      jobs: (deps) => [job(`one of ${(deps.config as unknown as { marker: string }).marker}`), job('two')],
    });
    const second = defineModule({ name: 'second', routes: async () => void seen.push('second') });
    await registerModules(app, [first, second], { liveHeartbeatMs: 5 });
    await app.ready();
    expect(seen).toEqual(['first 5', 'job one of deps', 'job two', 'second']);
    await app.close();
  });
});

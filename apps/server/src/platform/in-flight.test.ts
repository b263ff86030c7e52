import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inFlightPlugin } from './in-flight.js';

describe('drained', () => {
  it('waits for requests under way, and no longer than the timeout', async () => {
    const app = Fastify();
    await app.register(inFlightPlugin);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let slow!: () => void;
    const never = new Promise<void>((r) => (slow = r));
    app.get('/slow', async () => {
      await gate;
      return { ok: true };
    });
    app.get('/never', async () => never);
    await app.ready();
    expect(
      await Promise.race([
        app.drained(1000).then(() => 'drained'),
        new Promise((r) => setTimeout(() => r('waiting'), 50)),
      ]),
    ).toBe('drained');

    const pending = app.inject({ method: 'GET', url: '/slow' });
    await new Promise((r) => setTimeout(r, 20));
    const state = await Promise.race([
      app.drained(5000).then(() => 'drained'),
      new Promise((r) => setTimeout(() => r('waiting'), 100)),
    ]);
    expect(state).toBe('waiting');
    const drained = app.drained(5000);
    release();
    await pending;
    await drained;

    const started = Date.now();
    const stuck = app.inject({ method: 'GET', url: '/never' });
    await new Promise((r) => setTimeout(r, 20));
    await app.drained(100);
    expect(Date.now() - started).toBeLessThan(2000);
    slow();
    await stuck;
    await app.close();
  });
});

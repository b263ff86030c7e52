import { describe, expect, it } from 'vitest';
import { MemoryBudgetStore, type BudgetClaim } from './write-budget-store.js';

function storeOnClock(capacity?: number) {
  const clock = { now: 1_000_000 };
  return { clock, store: new MemoryBudgetStore(() => clock.now, capacity) };
}

// Three at once, one back every 10 s (three within 30 s).
const reports = (key = 'reports:ayse'): BudgetClaim => ({ key, burst: 3, refillMs: 10_000 });

describe('the memory budget store', () => {
  it('lets a burst through, then one each time a unit comes back', async () => {
    const { clock, store } = storeOnClock();
    for (let i = 0; i < 3; i++) expect(await store.take([reports()])).toEqual({ taken: true });
    expect(await store.take([reports()])).toEqual({ taken: false, refused: 0, retryAfterMs: 10_000 });
    clock.now += 4_000;
    expect(await store.take([reports()])).toEqual({ taken: false, refused: 0, retryAfterMs: 6_000 });
    clock.now += 6_000;
    expect(await store.take([reports()])).toEqual({ taken: true });
    expect((await store.take([reports()])).taken).toBe(false);
    // Left alone for its whole window, the budget is full again, and no fuller.
    clock.now += 60_000;
    for (let i = 0; i < 3; i++) expect((await store.take([reports()])).taken).toBe(true);
    expect((await store.take([reports()])).taken).toBe(false);
  });

  it('counts each key on its own', async () => {
    const { store } = storeOnClock();
    for (let i = 0; i < 3; i++) await store.take([reports('reports:ayse')]);
    expect((await store.take([reports('reports:ayse')])).taken).toBe(false);
    expect((await store.take([reports('reports:mehmet')])).taken).toBe(true);
  });

  it('takes from every claim or from none, and names the one that refused', async () => {
    const { store } = storeOnClock();
    const uploads = (cost: number): BudgetClaim => ({ key: 'uploads:ayse', burst: 5, refillMs: 1_000, cost });
    expect(await store.take([reports(), uploads(5)])).toEqual({ taken: true });
    expect(await store.take([reports(), uploads(1)])).toEqual({ taken: false, refused: 1, retryAfterMs: 1_000 });
    // The refused call took nothing from the reports: two are still there.
    expect((await store.take([reports()])).taken).toBe(true);
    expect((await store.take([reports()])).taken).toBe(true);
    expect((await store.take([reports()])).taken).toBe(false);
  });

  it('counts a cost larger than the budget as the whole budget, so that it can pass once full', async () => {
    const { clock, store } = storeOnClock();
    const files = { key: 'uploads:ayse', burst: 2, refillMs: 1_000, cost: 5 };
    expect((await store.take([files])).taken).toBe(true);
    expect(await store.take([files])).toEqual({ taken: false, refused: 0, retryAfterMs: 2_000 });
    clock.now += 2_000;
    expect((await store.take([files])).taken).toBe(true);
  });

  it('gives back what a write took, never beyond full', async () => {
    const { clock, store } = storeOnClock();
    for (let i = 0; i < 3; i++) await store.take([reports()]);
    await store.giveBack([reports()]);
    expect((await store.take([reports()])).taken).toBe(true);
    expect((await store.take([reports()])).taken).toBe(false);
    // Full again with time: giving back more adds nothing.
    clock.now += 30_000;
    await store.giveBack([reports(), reports()]);
    for (let i = 0; i < 3; i++) expect((await store.take([reports()])).taken).toBe(true);
    expect((await store.take([reports()])).taken).toBe(false);
  });

  it('forgets the least recently used key beyond its capacity: that one is full again', async () => {
    const { store } = storeOnClock(2);
    const once = (key: string): BudgetClaim => ({ key, burst: 1, refillMs: 60_000 });
    await store.take([once('a')]);
    await store.take([once('b')]);
    expect((await store.take([once('a')])).taken).toBe(false); // a is used again, b is now the oldest
    await store.take([once('c')]);
    expect((await store.take([once('b')])).taken).toBe(true);
    expect((await store.take([once('c')])).taken).toBe(false);
  });
});

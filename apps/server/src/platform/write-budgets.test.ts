import { writeBudgets } from '@vazife/contract';
import { describe, expect, it } from 'vitest';
import { budgetRules } from './write-budgets.js';

describe('the budgets a server runs', () => {
  it('are the contract’s at scale 1; the sends take SEND_RATE_LIMIT within as many seconds', () => {
    const rules = budgetRules({ sendRateLimit: 30, writeRateLimitScale: 1, writeRateLimits: {} });
    expect(rules.reports).toEqual({ name: 'reports', ...writeBudgets.reports, windowMs: 8 * 3600_000 });
    expect(rules.announcements.scope).toBe('company');
    expect(rules.send).toMatchObject({ burst: 30, windowMs: 30_000 });
    expect(budgetRules({ sendRateLimit: 1000, writeRateLimitScale: 1, writeRateLimits: {} }).send).toMatchObject({
      burst: 1000,
      windowMs: 1_000_000,
    });
  });

  it('scale every other burst within the same window, never below one, after the bursts set by name', () => {
    const rules = budgetRules({ sendRateLimit: 30, writeRateLimitScale: 100, writeRateLimits: { reports: 3 } });
    expect(rules.reports).toMatchObject({ burst: 300, windowMs: 8 * 3600_000 });
    expect(rules.announcements.burst).toBe(1000);
    expect(rules.send.burst).toBe(30);
    const tiny = budgetRules({ sendRateLimit: 1, writeRateLimitScale: 0.01, writeRateLimits: {} });
    expect(tiny.purchases.burst).toBe(1);
    expect(tiny.marks.burst).toBe(6);
  });
});

import { describe, expect, it } from 'vitest';
import { planChange, planNow, unusedValue, type Period } from './plan-change.rules.js';

const day = 86_400_000;
const now = Date.parse('2027-01-10T09:00:00.000Z');
const period = (fields: Partial<Period>): Period => ({
  id: 'p',
  planId: 'basic',
  kind: 'new',
  startsAt: now - 4 * day,
  endsAt: now + 3 * day,
  valueKurus: 1_000,
  switched: true,
  ...fields,
});

describe('the plan change rule', () => {
  it('credits whole unused days, rounded down to the kuruş, never past the current plan’s end', () => {
    // 1 000 kuruş for 7 days, 3 left: 428.57… → 428.
    expect(unusedValue([period({})], now, now + 30 * day)).toEqual({ kurus: 428, days: 3, credited: ['p'] });
    // A part of a day is not a day.
    expect(unusedValue([period({ endsAt: now + 3 * day - 1 })], now, now + 30 * day).days).toBe(2);
    // Cut where the current plan ends (a queued one begins, or the operator set the end earlier).
    expect(unusedValue([period({})], now, now + day)).toEqual({ kurus: 142, days: 1, credited: ['p'] });
    // A period not yet begun (an extension) counts whole.
    expect(unusedValue([period({ startsAt: now + 3 * day, endsAt: now + 10 * day })], now, now + 30 * day).kurus).toBe(
      1_000,
    );
  });

  it('places by monthly price: same extends, dearer now, cheaper after the end, nothing running now', () => {
    const subscription = { planId: 'basic', planPriceKurus: 29_900, endsAt: now + 3 * day, periods: [period({})] };
    expect(planChange(subscription, { planId: 'basic', priceKurus: 29_900 }, 1, now)).toMatchObject({
      kind: 'extend',
      startsAt: now + 3 * day,
      creditKurus: 0,
    });
    expect(planChange(subscription, { planId: 'pro', priceKurus: 59_900 }, 1, now)).toMatchObject({
      kind: 'upgrade',
      startsAt: now,
      creditKurus: 428,
      switchesPlan: true,
    });
    // Another plan at the same price starts now too.
    expect(planChange(subscription, { planId: 'twin', priceKurus: 29_900 }, 1, now).kind).toBe('upgrade');
    expect(planChange(subscription, { planId: 'mini', priceKurus: 9_900 }, 1, now)).toMatchObject({
      kind: 'downgrade',
      startsAt: now + 3 * day,
      switchesPlan: false,
    });
    expect(planChange({ ...subscription, endsAt: now - day }, { planId: 'mini', priceKurus: 9_900 }, 1, now).kind).toBe(
      'new',
    );
  });

  it('reads a queued plan whose period has begun as the plan now, until the company is switched to it', () => {
    const queued = period({
      planId: 'mini',
      kind: 'downgrade',
      startsAt: now - day,
      endsAt: now + day,
      switched: false,
    });
    expect(planNow('pro', [queued], now)).toBe('mini');
    expect(planNow('pro', [{ ...queued, switched: true }], now)).toBe('pro');
    expect(planNow('pro', [{ ...queued, startsAt: now + day, endsAt: now + 2 * day }], now)).toBe('pro');
  });
});

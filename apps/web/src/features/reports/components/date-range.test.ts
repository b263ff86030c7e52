import { describe, expect, it } from 'vitest';
import { rangeOf } from './date-range';

const none = { from: '', to: '' };

describe('rangeOf', () => {
  // 23:30 on 22 November in Istanbul is 20:30 UTC; at 21:00 UTC it is already the 23rd.
  const lateEvening = new Date('2026-11-22T20:30:00Z');
  const afterMidnight = new Date('2026-11-22T21:30:00Z');

  it('counts days in Istanbul, today included', () => {
    expect(rangeOf('today', none, lateEvening)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(rangeOf('today', none, afterMidnight)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(rangeOf('last7', none, lateEvening)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(rangeOf('last30', none, afterMidnight)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('leaves everything open, or what a custom range leaves open', () => {
    expect(rangeOf('all', { from: '2026-11-01', to: '2026-11-02' })).toEqual({});
    expect(rangeOf('custom', { from: '2026-11-01', to: '' })).toEqual({ from: '2026-11-01' });
    expect(rangeOf('custom', { from: '2026-11-01', to: '2026-11-02' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });
});

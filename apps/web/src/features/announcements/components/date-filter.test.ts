import { describe, expect, it } from 'vitest';
import { pastMonths, rangeOf } from './date-filter';

// 23:30 in Istanbul on 1 March 2028 (a leap year): still 1 March there, 20:30 UTC.
const now = new Date('2028-03-01T20:30:00.000Z');

describe('rangeOf', () => {
  it('names Istanbul days: today, the last 7 days, this month, a past month', () => {
    expect(rangeOf('all', null, now)).toEqual({});
    expect(rangeOf('today', null, now)).toEqual({ from: '2028-03-01', to: '2028-03-01' });
    expect(rangeOf('last7', null, now)).toEqual({ from: '2028-02-24', to: '2028-03-01' });
    expect(rangeOf('thisMonth', null, now)).toEqual({ from: '2028-03-01', to: '2028-03-01' });
    expect(rangeOf('pastMonth', '2028-02', now)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(rangeOf('pastMonth', '2027-12', now)).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(rangeOf('pastMonth', null, now)).toEqual({});
  });

  it('takes the day from Istanbul, not UTC: 21:00 UTC is already the next day', () => {
    expect(rangeOf('today', null, new Date('2028-02-29T21:00:00.000Z'))).toEqual({
      from: '2028-03-01',
      to: '2028-03-01',
    });
  });
});

describe('pastMonths', () => {
  it('lists the twelve months before this one, newest first, across the year', () => {
    const months = pastMonths(now);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2028-02', '2028-01', '2027-12']);
    expect(months[11]).toBe('2027-03');
  });
});

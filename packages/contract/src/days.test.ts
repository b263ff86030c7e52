import { describe, expect, it } from 'vitest';
import { todayWindow } from './calendar.js';
import { addDays, daysWindow, istanbulDay } from './days.js';

describe('Istanbul days as a date filter names them', () => {
  it('names the day in Istanbul, which begins at 21:00 UTC', () => {
    expect(istanbulDay(new Date('2026-11-22T20:59:59.999Z'))).toBe('2026-11-22');
    expect(istanbulDay(new Date('2026-11-22T21:00:00.000Z'))).toBe('2026-11-23');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('runs a range from the first day’s midnight to the last day’s end, in Istanbul', () => {
    expect(daysWindow('2026-11-22')).toEqual({ start: '2026-11-21T21:00:00.000Z', end: '2026-11-22T21:00:00.000Z' });
    expect(daysWindow('2026-11-01', '2026-11-30')).toEqual({
      start: '2026-10-31T21:00:00.000Z',
      end: '2026-11-30T21:00:00.000Z',
    });
    expect(daysWindow(istanbulDay(new Date('2026-11-22T22:00:00Z')))).toEqual(
      todayWindow(new Date('2026-11-22T22:00:00Z')),
    );
  });
});

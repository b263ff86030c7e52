import { describe, expect, it } from 'vitest';
import { isWithin, monthWindow, todayWindow, weekWindow } from './calendar.js';

describe('Istanbul calendar windows', () => {
  it('starts the day at midnight in Istanbul (21:00 UTC the day before)', () => {
    expect(todayWindow(new Date('2026-11-22T20:59:00Z'))).toEqual({
      start: '2026-11-21T21:00:00.000Z',
      end: '2026-11-22T21:00:00.000Z',
    });
    expect(todayWindow(new Date('2026-11-22T21:00:00Z')).start).toBe('2026-11-22T21:00:00.000Z');
  });

  it('runs the week from Sunday to Saturday', () => {
    // 2026-11-22 is a Sunday.
    expect(weekWindow(new Date('2026-11-22T09:00:00Z'))).toEqual({
      start: '2026-11-21T21:00:00.000Z',
      end: '2026-11-28T21:00:00.000Z',
    });
    expect(weekWindow(new Date('2026-11-28T20:00:00Z')).start).toBe('2026-11-21T21:00:00.000Z');
    // Saturday 23:30 in Istanbul is still that week; Sunday 00:30 starts the next.
    expect(weekWindow(new Date('2026-11-28T20:30:00Z')).start).toBe('2026-11-21T21:00:00.000Z');
    expect(weekWindow(new Date('2026-11-28T21:30:00Z')).start).toBe('2026-11-28T21:00:00.000Z');
  });

  it('runs the month from the first day in Istanbul', () => {
    expect(monthWindow(new Date('2026-11-30T21:30:00Z'))).toEqual({
      start: '2026-11-30T21:00:00.000Z',
      end: '2026-12-31T21:00:00.000Z',
    });
    expect(monthWindow(new Date('2026-11-15T12:00:00Z'))).toEqual({
      start: '2026-10-31T21:00:00.000Z',
      end: '2026-11-30T21:00:00.000Z',
    });
  });
});

/** The calendar day of an instant in Istanbul by the time zone database, as YYYY-MM-DD. */
const istanbulFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const istanbulWeekday = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', weekday: 'short' });
const istanbulOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', timeZoneName: 'longOffset' });
const dayOf = (ms: number) => istanbulFormat.format(new Date(ms));
const dayMs = 86_400_000;

describe('the windows against the time zone database', () => {
  it('rest on Istanbul keeping UTC+3 all year, day by day from 2017 to 2040', () => {
    const elsewhere: string[] = [];
    for (let noon = Date.UTC(2017, 0, 1, 12); noon <= Date.UTC(2040, 11, 31, 12); noon += dayMs) {
      const offset = istanbulOffset.formatToParts(new Date(noon)).find((part) => part.type === 'timeZoneName')?.value;
      if (offset !== 'GMT+03:00') elsewhere.push(`${new Date(noon).toISOString()} ${offset}`);
    }
    expect(elsewhere).toEqual([]);
  });

  it('start the day, week and month at midnight in Istanbul, on the first day of each month', () => {
    for (let year = 2017; year <= 2040; year += 1)
      for (let month = 0; month < 12; month += 1) {
        const noon = Date.UTC(year, month, 1, 12);
        // The Istanbul midnight that begins this day (21:00 UTC), and the last moment before the next.
        for (const now of [new Date(noon - 15 * 3_600_000), new Date(noon + 9 * 3_600_000 - 1)]) {
          const today = todayWindow(now);
          const start = Date.parse(today.start);
          expect(dayOf(start)).toBe(dayOf(now.getTime()));
          expect(dayOf(start - 1)).not.toBe(dayOf(start));
          expect(dayOf(Date.parse(today.end) - 1)).toBe(dayOf(start));
          expect(dayOf(Date.parse(today.end))).not.toBe(dayOf(start));
          const week = Date.parse(weekWindow(now).start);
          expect(istanbulWeekday.format(new Date(week))).toBe('Sun');
          expect(dayOf(week - 1)).not.toBe(dayOf(week));
          expect(start - week).toBeLessThan(7 * dayMs);
          const month = Date.parse(monthWindow(now).start);
          expect(dayOf(month)).toBe(`${dayOf(now.getTime()).slice(0, 8)}01`);
          expect(dayOf(month - 1)).not.toBe(dayOf(month));
        }
      }
  });
});

describe('isWithin', () => {
  const day = todayWindow(new Date('2026-11-22T09:00:00Z'));
  it('takes the start and leaves out the end, in any ISO form', () => {
    expect(isWithin('2026-11-21T21:00:00.000Z', day)).toBe(true);
    expect(isWithin('2026-11-22T00:00:00+03:00', day)).toBe(true);
    expect(isWithin('2026-11-21T20:59:59.999Z', day)).toBe(false);
    expect(isWithin('2026-11-22T20:59:59.999Z', day)).toBe(true);
    expect(isWithin('2026-11-22T21:00:00.000Z', day)).toBe(false);
    expect(isWithin(null, day)).toBe(false);
  });
});

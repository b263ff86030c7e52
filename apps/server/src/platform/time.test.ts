import { describe, expect, it } from 'vitest';
import { monthWindow, todayWindow, weekWindow } from './time.js';

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

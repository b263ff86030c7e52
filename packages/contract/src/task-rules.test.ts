import { describe, expect, it } from 'vitest';
import { taskStatuses } from './enums.js';
import {
  dueSoonWindowMs,
  isDoneStatus,
  isDueSoon,
  isInWindow,
  isReviewable,
  matchesTaskFilter,
  openStatuses,
  seatLimitOf,
  taskParties,
  unlimitedSeats,
} from './task-rules.js';

describe('task rules', () => {
  it('splits every status into done and open, once each', () => {
    expect(taskStatuses.filter(isDoneStatus)).toEqual(['tamamlandi', 'onaylandi']);
    expect(openStatuses).toEqual(['atanmis', 'baslatildi', 'revize_gerekli']);
    expect(taskStatuses.filter(isReviewable)).toEqual(['tamamlandi']);
  });

  it('names the parties of a task as the policy reads them', () => {
    expect(taskParties({ assigned_to: 'a', assigned_by: 'b', assigned_by_role: 'sef' })).toEqual({
      assigned_to: 'a',
      assigned_by: 'b',
      assignerRole: 'sef',
    });
  });

  it('reads 999999 seats and no plan as no limit', () => {
    expect(unlimitedSeats).toBe(999999);
    expect(seatLimitOf(999999)).toBeNull();
    expect(seatLimitOf(1_000_000)).toBeNull();
    expect(seatLimitOf(null)).toBeNull();
    expect(seatLimitOf(undefined)).toBeNull();
    expect(seatLimitOf(10)).toBe(10);
  });
});

describe('deadline and calendar rules', () => {
  // Sunday 22 November 2026, 12:00 in Istanbul.
  const now = new Date('2026-11-22T09:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

  it('takes "due soon" from now up to 24 hours ahead, open tasks only', () => {
    expect(dueSoonWindowMs).toBe(24 * 60 * 60 * 1000);
    expect(isDueSoon({ status: 'atanmis', deadline: at(0) }, now)).toBe(true);
    expect(isDueSoon({ status: 'revize_gerekli', deadline: at(dueSoonWindowMs - 1) }, now)).toBe(true);
    expect(isDueSoon({ status: 'atanmis', deadline: at(dueSoonWindowMs) }, now)).toBe(false);
    expect(isDueSoon({ status: 'baslatildi', deadline: at(-1) }, now)).toBe(false);
    expect(isDueSoon({ status: 'tamamlandi', deadline: at(60_000) }, now)).toBe(false);
    expect(isDueSoon({ status: 'atanmis', deadline: null }, now)).toBe(false);
  });

  it('puts a task in a window by its creation or its deadline', () => {
    const day = { start: '2026-11-21T21:00:00.000Z', end: '2026-11-22T21:00:00.000Z' };
    expect(isInWindow({ created_at: '2026-11-21T21:00:00.000Z', deadline: null }, day)).toBe(true);
    expect(isInWindow({ created_at: '2026-11-01T09:00:00.000Z', deadline: '2026-11-22T20:59:59.999Z' }, day)).toBe(
      true,
    );
    expect(isInWindow({ created_at: '2026-11-21T20:59:59.999Z', deadline: '2026-11-22T21:00:00.000Z' }, day)).toBe(
      false,
    );
  });

  it('matches the list filters in Istanbul’s day and week', () => {
    const open = { status: 'atanmis' as const, created_at: '2026-11-01T09:00:00.000Z' };
    // Saturday 28 November, 23:30 in Istanbul: the same week, another day.
    expect(matchesTaskFilter({ ...open, deadline: '2026-11-28T20:30:00.000Z' }, 'week', now)).toBe(true);
    expect(matchesTaskFilter({ ...open, deadline: '2026-11-28T20:30:00.000Z' }, 'today', now)).toBe(false);
    // Sunday 29 November, 00:30 in Istanbul: the next week.
    expect(matchesTaskFilter({ ...open, deadline: '2026-11-28T21:30:00.000Z' }, 'week', now)).toBe(false);
    expect(matchesTaskFilter({ ...open, deadline: at(-1) }, 'overdue', now)).toBe(true);
    expect(matchesTaskFilter({ ...open, status: 'onaylandi', deadline: at(-1) }, 'overdue', now)).toBe(false);
  });
});

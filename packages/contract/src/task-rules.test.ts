import { describe, expect, it } from 'vitest';
import { taskStatuses } from './enums.js';
import { isDoneStatus, isReviewable, openStatuses, seatLimitOf, taskParties, unlimitedSeats } from './task-rules.js';

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

import { describe, expect, it } from 'vitest';
import { performanceScore, type PerformanceScore, type ScoreCounts } from './performance-score.rules.js';

const counts = (total: number, completed: number, completedWithDeadline: number, completedInTime: number) =>
  ({ total, completed, completedWithDeadline, completedInTime }) satisfies ScoreCounts;
const result = (completion: number | null, onTime: number | null, score: number | null): PerformanceScore => ({
  completion_rate: completion,
  on_time_rate: onTime,
  performance_score: score,
});

describe('performanceScore (docs/product-rules.md#performance-analysis)', () => {
  it.each([
    ['no task at all: no score', counts(0, 0, 0, 0), result(null, null, null)],
    ['0 of 3 done: no on-time data, score is the completion rate', counts(3, 0, 0, 0), result(0, null, 0)],
    ['done without deadlines: completion rate alone', counts(4, 2, 0, 0), result(50, null, 50)],
    ['all done, none with a deadline', counts(2, 2, 0, 0), result(100, null, 100)],
    ['all done in time', counts(5, 5, 5, 5), result(100, 100, 100)],
    ['all done, all late', counts(2, 2, 2, 0), result(100, 0, 60)],
    ['mixed: 4 of 6 done, 2 of 3 with a deadline in time', counts(6, 4, 3, 2), result(66.7, 66.7, 67)],
    ['1 of 3 done, late', counts(3, 1, 1, 0), result(33.3, 0, 20)],
    ['rounding: 0.6 × 87.5 + 0.4 × 50 = 72.5 → 73', counts(8, 7, 2, 1), result(87.5, 50, 73)],
  ])('%s', (_name, input, expected) => {
    expect(performanceScore(input)).toEqual(expected);
  });
});

import { roundTo } from '../../platform/time.js';

/** What the score is made of: counts over the tasks assigned to one worker. */
export interface ScoreCounts {
  /** Every task assigned to them. */
  total: number;
  /** Those in `tamamlandi` or `onaylandi`. */
  completed: number;
  /** Completed tasks that had a deadline (early, on time or late). */
  completedWithDeadline: number;
  /** Of those, completed early or on time. */
  completedInTime: number;
}

/** Rates in percent (one decimal) and the score out of 100; `null` where there is no data. */
export interface PerformanceScore {
  completion_rate: number | null;
  on_time_rate: number | null;
  performance_score: number | null;
}

/**
 * docs/product-rules.md#performance-analysis: score = round(0.6 × completion rate + 0.4 × on-time
 * rate). The on-time rate counts only completed tasks with a deadline; while there is none it has
 * no data and the score is the completion rate alone, so a worker with nothing done is never
 * credited for punctuality. Without any task there is nothing to score: no made-up number.
 */
export function performanceScore(counts: ScoreCounts): PerformanceScore {
  if (counts.total === 0) return { completion_rate: null, on_time_rate: null, performance_score: null };
  const completionRate = (counts.completed / counts.total) * 100;
  if (counts.completedWithDeadline === 0) {
    return {
      completion_rate: roundTo(completionRate),
      on_time_rate: null,
      performance_score: Math.round(completionRate),
    };
  }
  const onTimeRate = (counts.completedInTime / counts.completedWithDeadline) * 100;
  return {
    completion_rate: roundTo(completionRate),
    on_time_rate: roundTo(onTimeRate),
    performance_score: Math.round(0.6 * completionRate + 0.4 * onTimeRate),
  };
}

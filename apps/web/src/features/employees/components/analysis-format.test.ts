import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { formatDuration, formatPercent, scoreColor, splitDuration } from './analysis-format';

const t = i18n.t.bind(i18n);

describe('scoreColor', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79, 'yellow'],
    [60, 'yellow'],
    [59, 'orange'],
    [40, 'orange'],
    [39, 'red'],
    [0, 'red'],
  ])('%i → %s', (score, color) => {
    expect(scoreColor(score)).toBe(color);
  });
});

describe('durations', () => {
  it('stays in hours below a day', () => {
    expect(formatDuration(5, t, 'tr')).toBe('5 saat');
    expect(formatDuration(5.54, t, 'tr')).toBe('5,5 saat');
    expect(formatDuration(0.2, t, 'tr')).toBe('0,2 saat');
    expect(formatDuration(23.9, t, 'tr')).toBe('23,9 saat');
  });

  it('counts days and hours from 24 hours', () => {
    expect(formatDuration(24, t, 'tr')).toBe('1 gün');
    expect(formatDuration(27, t, 'tr')).toBe('1 gün 3 saat');
    expect(formatDuration(50.4, t, 'tr')).toBe('2 gün 2 saat');
    expect(splitDuration(47.6)).toEqual({ days: 2, hours: 0 });
  });

  it('reads a negative difference by its size', () => {
    expect(formatDuration(-30, t, 'tr')).toBe('1 gün 6 saat');
  });
});

describe('formatPercent', () => {
  it('writes Turkish percentages', () => {
    expect(formatPercent(87.5, 'tr')).toBe('%87,5');
    expect(formatPercent(100, 'tr')).toBe('%100');
  });
});

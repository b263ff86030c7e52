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
  it('never says "0 saat": under an hour it counts minutes', () => {
    expect(formatDuration(0, t)).toBe('1 dakikadan az');
    expect(formatDuration(0.004, t)).toBe('1 dakikadan az');
    expect(formatDuration(0.02, t)).toBe('1 dakika');
    expect(formatDuration(0.2, t)).toBe('12 dakika');
    expect(formatDuration(59.6 / 60, t)).toBe('1 saat');
  });

  it('gives hours and minutes below a day', () => {
    expect(formatDuration(5, t)).toBe('5 saat');
    expect(formatDuration(5.5, t)).toBe('5 saat 30 dakika');
    // Rounded to the hour from 10 h: 23 h 54 min is about a day's worth of hours, not to the minute.
    expect(formatDuration(23.9, t)).toBe('yaklaşık 24 saat');
  });

  it('rounds to a step that fits the size, saying when it is approximate', () => {
    // A minute and a half, 23 h 33 min (the analysis dialog's false precision).
    expect(formatDuration(1.5 / 60, t)).toBe('2 dakika');
    expect(formatDuration(1.4 / 60, t)).toBe('1 dakika');
    expect(formatDuration(23 + 33 / 60, t)).toBe('yaklaşık 24 saat');
    expect(formatDuration(23 + 29 / 60, t)).toBe('yaklaşık 23 saat');
    expect(formatDuration(-(23 + 33 / 60), t)).toBe('yaklaşık 24 saat');
    // To 5 minutes below 3 hours, to half an hour below 10.
    expect(formatDuration(1 + 42 / 60, t)).toBe('yaklaşık 1 saat 40 dakika');
    expect(formatDuration(2 + 45 / 60, t)).toBe('2 saat 45 dakika');
    expect(formatDuration(4 + 20 / 60, t)).toBe('yaklaşık 4 saat 30 dakika');
    expect(formatDuration(9 + 59.6 / 60, t)).toBe('10 saat');
    // Only a value the step meets exactly goes without "yaklaşık".
    expect(formatDuration(16.25, t)).toBe('yaklaşık 16 saat');
    expect(formatDuration(16, t)).toBe('16 saat');
    // Just under a minute.
    expect(formatDuration(0.99 / 60, t)).toBe('1 dakikadan az');
  });

  it('counts days and whole hours from 24 hours', () => {
    expect(formatDuration(24, t)).toBe('1 gün');
    expect(formatDuration(27, t)).toBe('1 gün 3 saat');
    expect(formatDuration(50.4, t)).toBe('yaklaşık 2 gün 2 saat');
    expect(splitDuration(47.6)).toEqual({ days: 2, hours: 0, minutes: 0, approximate: true });
  });

  it('reads a negative difference by its size', () => {
    expect(formatDuration(-30, t)).toBe('1 gün 6 saat');
    expect(formatDuration(-0.5, t)).toBe('30 dakika');
  });
});

describe('formatPercent', () => {
  it('writes Turkish percentages', () => {
    expect(formatPercent(87.5, 'tr')).toBe('%87,5');
    expect(formatPercent(100, 'tr')).toBe('%100');
  });
});

import { describe, expect, it } from 'vitest';
import { formatLongToday, formatShortToday } from './format';

describe('today in the header', () => {
  // A Monday and a Saturday in December, in the Turkish the tests run in (test/setup.ts).
  const monday = new Date(2026, 11, 7, 9);
  const saturday = new Date(2026, 11, 12, 9);

  it('abbreviates Monday "Pzt" and Saturday "Cmt", as Turkish does', () => {
    expect(formatShortToday(monday)).toBe('7 Ara Pzt');
    expect(formatShortToday(saturday)).toBe('12 Ara Cmt');
    expect(formatLongToday(monday)).toBe('7 Aralık 2026, Pazartesi');
  });
});

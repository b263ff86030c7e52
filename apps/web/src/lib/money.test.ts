import { describe, expect, it } from 'vitest';
import { formatTl } from './money';

describe('formatTl', () => {
  it('writes lira the one way the whole web does: "897,00 TL", whole for an axis', () => {
    expect(formatTl(897)).toBe('897,00 TL');
    expect(formatTl(1499.7)).toBe('1.499,70 TL');
    expect(formatTl(1500, { whole: true })).toBe('1.500 TL');
  });
});

import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleShades, brandShades, contrastRatio, darkSurface } from './color-shades';

const white = '#ffffff';
const darkBody = DEFAULT_THEME.colors.dark[7];

describe('contrastRatio', () => {
  it('matches WCAG’s published extremes and a known pair', () => {
    expect(contrastRatio('#000000', white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // Known measurements: Mantine's green 6 under white text, Tailwind blue 500.
    expect(contrastRatio('#40c057', white)).toBeCloseTo(2.36, 2);
    expect(contrastRatio('#3b82f6', white)).toBeCloseTo(3.68, 2);
  });
});

/** What the theme asks of a palette: see `accessibleShades`. */
function expectAA(shades: readonly string[]) {
  expect(contrastRatio(shades[6]!, white)).toBeGreaterThanOrEqual(4.5); // filled + white text; light text
  expect(contrastRatio(shades[7]!, white)).toBeGreaterThanOrEqual(4.5); // hover
  expect(contrastRatio(shades[4]!, darkBody)).toBeGreaterThanOrEqual(4.5); // dark text
  expect(contrastRatio(shades[4]!, darkSurface)).toBeGreaterThanOrEqual(4.5);
  expect(contrastRatio(shades[9]!, shades[1]!)).toBeGreaterThanOrEqual(4.5); // light badge
}

describe('brandShades', () => {
  it.each(['#3B82F6', '#8B5CF6', '#FDE047', '#22C55E', '#F97316', '#06B6D4', '#ffffff', '#1E3A8A', '#000000'])(
    'keeps %s at AA for white text and for text in both schemes',
    (color) => expectAA(brandShades(color, '#3B82F6')),
  );

  it('keeps a brand colour that already carries white text as it is', () => {
    expect(brandShades('#1E3A8A', '#3B82F6')[6]).toBe('#1e3a8a');
  });

  it('darkens the default blue just enough (3.7:1 → at least 4.5:1)', () => {
    const six = brandShades('#3B82F6', '#3B82F6')[6];
    expect(contrastRatio(six, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(six, white)).toBeLessThan(5.2);
  });

  it('falls back to the default for a colour it cannot read', () => {
    expect(brandShades('blau', '#3B82F6')).toEqual(brandShades('#3B82F6', '#3B82F6'));
  });
});

describe('accessibleShades', () => {
  it.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark'))('makes Mantine’s %s AA', (name) => {
    expectAA(accessibleShades(DEFAULT_THEME.colors[name]!));
  });
});

import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(hex: string): Rgb | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(rgb: Rgb, target: number, amount: number): string {
  return toHex(rgb.map((c) => c + (target - c) * amount));
}

/** WCAG 2 relative luminance of a hex colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = (parseHex(hex) ?? [0, 0, 0]).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour mixed with black (or white) in small steps until it reaches `ratio` against `other`. */
function shiftUntil(color: string, other: string, ratio: number, toward: 0 | 255): string {
  const rgb = parseHex(color) ?? [0, 0, 0];
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = mix(rgb, toward, amount);
    if (contrastRatio(candidate, other) >= ratio) return candidate;
  }
  return toward === 0 ? '#000000' : '#ffffff';
}

/**
 * The contrast the app needs from a ten-shade colour, reached by darkening (or, for dark-scheme
 * text, lightening) only the shades that fall short. Mantine paints filled controls with shade 6
 * and white text in both schemes, uses shade 6 as the light scheme's coloured text, shade 4 as the
 * dark scheme's, and shade 9 on shade 1 for light badges; 4.7 leaves room for the tinted surfaces
 * (grey cards, table rows) that sit a little darker than white.
 */
export const textContrast = 4.7;
/** The dark scheme's lightest surface (dark-6, cards and inputs); the body (dark-7) is darker. */
export const darkSurface = '#2e2e2e';

export function accessibleShades(shades: readonly string[]): MantineColorsTuple {
  const out = [...shades];
  out[4] = shiftUntil(out[4]!, darkSurface, textContrast, 255);
  out[6] = shiftUntil(out[6]!, '#ffffff', textContrast, 0);
  // Hover and the darker shades stay at least as dark as the one before them.
  for (const i of [7, 8] as const) {
    out[i] =
      relativeLuminance(out[i]!) < relativeLuminance(out[i - 1]!) ? out[i]! : mix(parseHex(out[i - 1]!)!, 0, 0.12);
  }
  out[9] = shiftUntil(out[9]!, out[1]!, textContrast, 0);
  return out as unknown as MantineColorsTuple;
}

/**
 * Ten Mantine shades around a brand colour: lighter shades mix in white and darker ones black. The
 * colour itself is shade 6 when white text on it is readable, and is darkened just enough otherwise,
 * so that any colour the operator picks keeps buttons and links at WCAG AA.
 */
export function brandShades(color: string, fallback: string): MantineColorsTuple {
  const rgb = parseHex(color) ?? parseHex(fallback) ?? [59, 130, 246];
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => mix(rgb, 255, amount));
  const filled = shiftUntil(toHex(rgb), '#ffffff', textContrast, 0);
  const darker = [0.14, 0.28, 0.42].map((amount) => mix(parseHex(filled)!, 0, amount));
  return accessibleShades([...lighter, filled, ...darker]);
}

import type { MantineColorsTuple } from '@mantine/core';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

function parseHex(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
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

function mix(rgb: [number, number, number], target: number, amount: number): string {
  return toHex(rgb.map((c) => c + (target - c) * amount));
}

/**
 * Ten Mantine shades around a brand colour: the colour itself is shade 6 (the primary shade in
 * both schemes), lighter shades mix in white and darker ones black.
 */
export function brandShades(color: string, fallback: string): MantineColorsTuple {
  const rgb = parseHex(color) ?? parseHex(fallback) ?? [59, 130, 246];
  const lighter = [0.92, 0.8, 0.64, 0.48, 0.32, 0.16].map((amount) => mix(rgb, 255, amount));
  const darker = [0.14, 0.28, 0.42].map((amount) => mix(rgb, 0, amount));
  return [...lighter, toHex(rgb), ...darker] as unknown as MantineColorsTuple;
}

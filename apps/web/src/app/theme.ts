import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { PlatformSettings } from '@vazife/contract';
import { brandDefaults } from '@vazife/contract';
import { accessibleShades, brandShades } from '../lib/color-shades';

/**
 * Mantine's own palettes (green, orange, red, ...) with the shades that carry text darkened where
 * they fall short of WCAG AA: white on Mantine's green 6 is 2.4:1, on orange 6 2.6:1, on blue 6 3.6:1.
 * The dark palette is the dark scheme's surfaces and stays as it is.
 */
const accessibleColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, shades]) => [name, accessibleShades(shades)]),
) as Record<string, MantineColorsTuple>;

/**
 * Secondary text. Light: grey 6, made AA above. Dark: Mantine's dark 2 is 4.0:1 on the body, so a
 * lighter grey (5.6:1 on the body, 4.9:1 on cards).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': '#9b9b9b' },
});

/** The Mantine theme, coloured by the platform settings (primary and secondary brand colours). */
export function buildTheme(
  settings: Pick<PlatformSettings, 'primary_color' | 'secondary_color'>,
): MantineThemeOverride {
  return createTheme({
    colors: {
      ...accessibleColors,
      brand: brandShades(settings.primary_color, brandDefaults.primaryColor),
      secondary: brandShades(settings.secondary_color, brandDefaults.secondaryColor),
    },
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 6 },
    // A safety net for colours outside the palettes above (a shade picked by number): text on a
    // filled control turns black where white would fall below 4.5:1 (WCAG's crossover luminance).
    autoContrast: true,
    luminanceThreshold: 0.179,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
    headings: { fontWeight: '700' },
    components: {
      Card: { defaultProps: { withBorder: true, radius: 'md' } },
      Paper: { defaultProps: { radius: 'md' } },
      Tabs: { styles: { tab: { paddingInline: 'var(--mantine-spacing-sm)' } } },
    },
  });
}

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
 * Text colours Mantine takes from shades that are not AA. Secondary text: light grey 6 is made AA
 * above; the dark scheme's dark 2 is 4.0:1 on the body, so a lighter grey (5.6:1 on the body, 4.9:1
 * on cards). Placeholders (the pickers show them as text) were grey 5 (2.1:1) and dark 3 (2.5:1):
 * they take the secondary grey. Errors in the dark scheme were red 8: the dark text shade instead.
 */
const darkDimmed = '#9b9b9b';
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)' },
  dark: {
    '--mantine-color-dimmed': darkDimmed,
    '--mantine-color-placeholder': darkDimmed,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  },
});

/**
 * The Mantine theme, coloured by the platform settings (primary and secondary brand colours).
 * `closeLabel` names every dialog's close button (an icon alone has no name for a screen reader).
 */
export function buildTheme(
  settings: Pick<PlatformSettings, 'primary_color' | 'secondary_color'>,
  closeLabel: string,
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
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
    },
  });
}

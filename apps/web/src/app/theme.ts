import { createTheme, type MantineThemeOverride } from '@mantine/core';
import type { PlatformSettings } from '@vazife/contract';
import { brandDefaults } from '@vazife/contract';
import { brandShades } from '../lib/color-shades';

/** The Mantine theme, coloured by the platform settings (primary and secondary brand colours). */
export function buildTheme(
  settings: Pick<PlatformSettings, 'primary_color' | 'secondary_color'>,
): MantineThemeOverride {
  return createTheme({
    colors: {
      brand: brandShades(settings.primary_color, brandDefaults.primaryColor),
      secondary: brandShades(settings.secondary_color, brandDefaults.secondaryColor),
    },
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 6 },
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

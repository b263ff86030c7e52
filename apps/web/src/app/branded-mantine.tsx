import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { themeStorageManager } from '../lib/color-scheme';
import { usePlatformSettings } from '../lib/platform-settings';
import { buildTheme, cssVariablesResolver } from './theme';

const colorSchemeManager = themeStorageManager();

/**
 * Mantine with the theme from the platform settings; also sets the favicon. Shared by the signed-in
 * app (providers.tsx) and the guest pages (guest-app.tsx).
 */
export function BrandedMantine({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
  const settings = usePlatformSettings();
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(
    () => buildTheme(settings, closeLabel),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuild only when a colour or the language changes
    [settings.primary_color, settings.secondary_color, closeLabel],
  );

  useEffect(() => {
    if (!settings.favicon_url) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = settings.favicon_url;
  }, [settings.favicon_url]);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      colorSchemeManager={colorSchemeManager}
      env={env}
    >
      {children}
    </MantineProvider>
  );
}

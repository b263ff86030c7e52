import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { themeStorageManager } from '../lib/color-scheme';
import { usePlatformSettings } from '../lib/platform-settings';
import { buildTheme, cssVariablesResolver } from './theme';

const colorSchemeManager = themeStorageManager();

// The toasts' renderer (and its transitions) arrive after the first screen; a toast raised before
// that waits in Mantine's store and shows when it does.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Theme from the platform settings; also sets the favicon (the tab's title: DocumentTitle). */
function BrandedMantine({ children, env }: { children: ReactNode; env?: 'default' | 'test' }) {
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
      <Suspense fallback={null}>
        <Notifications position="top-right" zIndex={1000} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}

export function AppProviders({
  queryClient,
  children,
  env,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantine env={env}>{children}</BrandedMantine>
    </QueryClientProvider>
  );
}
